import type { CreateApiKeyInput, CreatedApiKey } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiKeysKeys } from './query-keys';

/** The answer holds the whole key; it is never sent again. */
export async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const body = await apiClient.post<{ data: CreatedApiKey }>('/api-keys', input);
  return body.data;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list() }),
  });
}
