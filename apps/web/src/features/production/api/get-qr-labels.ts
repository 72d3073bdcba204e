import type { QrLabel } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productionKeys } from './query-keys';

/** GET /orders/qr-labels?ids=1,2: one label per unit of every item of the orders. */
export async function getQrLabels(ids: string, signal?: AbortSignal): Promise<QrLabel[]> {
  const body = await apiClient.get<{ data: { labels: QrLabel[] } }>('/orders/qr-labels', {
    query: { ids },
    signal,
  });
  return body.data.labels;
}

export function qrLabelsQueryOptions(ids: string) {
  return queryOptions({
    queryKey: productionKeys.labels(ids),
    queryFn: ({ signal }) => getQrLabels(ids, signal),
  });
}

export function useQrLabels(ids: string | undefined) {
  return useQuery({ ...qrLabelsQueryOptions(ids ?? ''), enabled: Boolean(ids) });
}
