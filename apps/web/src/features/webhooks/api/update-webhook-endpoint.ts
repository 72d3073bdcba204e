import type { UpdateWebhookEndpointInput, WebhookEndpoint } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksKeys } from './query-keys';

export async function updateWebhookEndpoint({
  id,
  input,
}: {
  id: number;
  input: UpdateWebhookEndpointInput;
}): Promise<WebhookEndpoint> {
  const body = await apiClient.put<{ data: WebhookEndpoint }>(`/webhooks/endpoints/${id}`, input);
  return body.data;
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints() }),
  });
}
