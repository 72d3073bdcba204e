import type { WebhookDelivery } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksKeys } from './query-keys';

/** Sends the test event now; the answer is its delivery, with the endpoint's answer. */
export async function sendWebhookTest(id: number): Promise<WebhookDelivery> {
  const body = await apiClient.post<{ data: WebhookDelivery }>(`/webhooks/endpoints/${id}/test`);
  return body.data;
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: (_delivery, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveriesOf(id) }),
        queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints() }),
      ]),
  });
}
