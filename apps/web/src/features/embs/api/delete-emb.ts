import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { settleEmbChange } from './emb-mutation';
import { embsKeys } from './query-keys';

/** DELETE /embs/{id}: removes a job that is not accepted, with its stitch file. */
export function deleteEmb(id: number) {
  return apiClient.delete<{ message: string }>(`/embs/${id}`, { silent: true });
}

export function useDeleteEmb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmb,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: embsKeys.detail(id) });
      settleEmbChange(queryClient);
    },
  });
}
