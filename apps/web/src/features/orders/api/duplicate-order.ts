import { notifications } from '@mantine/notifications';
import type { Order } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { ordersKeys } from './query-keys';

/** POST /orders/{id}/duplicate: a new created order with the same items; answers the new order. */
export async function duplicateOrder(id: number): Promise<Order> {
  const body = await apiClient.post<{ data: Order }>(`/orders/${id}/duplicate`);
  return body.data;
}

/**
 * Duplicates an order, says 'Order duplicated successfully' and opens the new order; a refusal
 * shows the server's message. `mutate(orderId)`.
 */
export function useDuplicateOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('orderForm');
  return useMutation({
    mutationFn: duplicateOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
      notifications.show({ color: 'green', message: t('messages.duplicated') });
      await navigate({ to: '/order/$orderId', params: { orderId: String(order.id) } });
    },
    onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
  });
}
