import type { ApiKey } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiKeysKeys } from './query-keys';

export async function revokeApiKey(id: number): Promise<ApiKey> {
  const body = await apiClient.delete<{ data: ApiKey }>(`/api-keys/${id}`);
  return body.data;
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list() }),
  });
}
