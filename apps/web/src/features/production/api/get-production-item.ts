import type { ProductionItem } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productionKeys } from './query-keys';

/** GET /order_items/{id}: the item as the floor sees it — designs, units, scans, costs. */
export async function getProductionItem(id: number, signal?: AbortSignal): Promise<ProductionItem> {
  const body = await apiClient.get<{ data: ProductionItem }>(`/order_items/${id}`, { signal });
  return body.data;
}

export function productionItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: productionKeys.item(id),
    queryFn: ({ signal }) => getProductionItem(id, signal),
  });
}

export function useProductionItem(id: number) {
  return useQuery({ ...productionItemQueryOptions(id), enabled: id > 0 });
}
