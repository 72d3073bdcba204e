import type { CatalogOutOfStock, UpdateOutOfStockInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { outOfStockKeys } from '../../../lib/out-of-stock';

export async function updateOutOfStock(
  catalogId: number,
  input: UpdateOutOfStockInput,
): Promise<CatalogOutOfStock> {
  const body = await apiClient.put<{ data: CatalogOutOfStock }>(
    `/out-of-stocks/${catalogId}`,
    input,
  );
  return body.data;
}

/** PUT /out-of-stocks/{catalogId}: replaces the catalog's list; every form's lookup refreshes. */
export function useUpdateOutOfStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ catalogId, input }: { catalogId: number; input: UpdateOutOfStockInput }) =>
      updateOutOfStock(catalogId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outOfStockKeys.all }),
  });
}
