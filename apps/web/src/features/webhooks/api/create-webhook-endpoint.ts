import type { CreateWebhookEndpointInput, WebhookEndpointWithSecret } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksKeys } from './query-keys';

/** The answer holds the signing secret; it is never sent again. */
export async function createWebhookEndpoint(
  input: CreateWebhookEndpointInput,
): Promise<WebhookEndpointWithSecret> {
  const body = await apiClient.post<{ data: WebhookEndpointWithSecret }>(
    '/webhooks/endpoints',
    input,
  );
  return body.data;
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints() }),
  });
}
