import type { Catalog, CatalogInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

export async function createCatalog(input: CatalogInput): Promise<Catalog> {
  const body = await apiClient.post<{ data: Catalog }>('/catalogs', input);
  return body.data;
}

export async function updateCatalog(id: number, input: CatalogInput): Promise<Catalog> {
  const body = await apiClient.put<{ data: Catalog }>(`/catalogs/${id}`, input);
  return body.data;
}

/** Creates a catalog, or changes the one given; refreshes every catalog reader. */
export function useSaveCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: CatalogInput }) =>
      id ? updateCatalog(id, input) : createCatalog(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
