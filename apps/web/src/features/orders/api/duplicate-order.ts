import { notifications } from '@mantine/notifications';
import type { Order } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { ordersKeys } from './query-keys';

/** POST /orders/{id}/duplicate: a new created order with the same items; answers the new order. */
export async function duplicateOrder(id: number, idempotencyKey?: string): Promise<Order> {
  const body = await apiClient.post<{ data: Order }>(`/orders/${id}/duplicate`, undefined, {
    idempotencyKey,
  });
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
  const keys = useSubmitKeys();
  return useMutation({
    // A retried click copies the order once.
    mutationFn: (id: number) => keys.run({ duplicate: id }, (key) => duplicateOrder(id, key)),
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
