import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksKeys } from './query-keys';

export async function deleteWebhookEndpoint(id: number): Promise<void> {
  await apiClient.delete(`/webhooks/endpoints/${id}`);
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints() }),
  });
}
