import type { WebhookDelivery } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksKeys } from './query-keys';

export async function resendWebhookDelivery({
  endpointId,
  deliveryId,
}: {
  endpointId: number;
  deliveryId: number;
}): Promise<WebhookDelivery> {
  const body = await apiClient.post<{ data: WebhookDelivery }>(
    `/webhooks/endpoints/${endpointId}/deliveries/${deliveryId}/resend`,
  );
  return body.data;
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: (_delivery, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveriesOf(endpointId) }),
  });
}
