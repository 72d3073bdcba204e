import type { WebhookEndpointWithSecret } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksKeys } from './query-keys';

/** A new signing secret, answered this once. */
export async function rollWebhookSecret(id: number): Promise<WebhookEndpointWithSecret> {
  const body = await apiClient.post<{ data: WebhookEndpointWithSecret }>(
    `/webhooks/endpoints/${id}/roll-secret`,
  );
  return body.data;
}

export function useRollWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints() }),
  });
}
