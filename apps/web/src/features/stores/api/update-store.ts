import type { Store, UpdateStoreInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

export async function updateStore(id: number, input: UpdateStoreInput): Promise<Store> {
  const body = await apiClient.put<{ data: Store }>(`/stores/${id}`, input);
  return body.data;
}

export function useUpdateStore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStoreInput) => updateStore(id, input),
    onSuccess: async (store) => {
      queryClient.setQueryData(storesKeys.detail(id), store);
      await queryClient.invalidateQueries({ queryKey: storesKeys.lists() });
    },
  });
}
