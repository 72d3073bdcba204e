import type { Design, UpdateDesignInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { designsKeys } from './query-keys';

export async function updateDesign(id: number, input: UpdateDesignInput): Promise<Design> {
  const body = await apiClient.put<{ data: Design }>(`/designs/${id}`, input);
  return body.data;
}

export function useUpdateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateDesignInput }) =>
      updateDesign(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designsKeys.lists() }),
  });
}
