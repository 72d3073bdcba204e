import type { ShippingProvider } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { shippingKeys } from './query-keys';

export type ShippingService = { code: string; name: string };

/** GET /shipping_labels/services?provider=: what a provider sells (none for a typed carrier). */
export async function getShippingServices(
  provider: ShippingProvider,
  signal?: AbortSignal,
): Promise<ShippingService[]> {
  const body = await apiClient.get<{ data: { rows: ShippingService[] } }>(
    '/shipping_labels/services',
    { query: { provider }, signal },
  );
  return body.data.rows;
}

export function shippingServicesQueryOptions(provider: ShippingProvider) {
  return queryOptions({
    queryKey: shippingKeys.services(provider),
    queryFn: ({ signal }) => getShippingServices(provider, signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useShippingServices(provider: ShippingProvider | null) {
  return useQuery({
    ...shippingServicesQueryOptions(provider ?? 'manual'),
    enabled: provider !== null && provider !== 'manual',
  });
}
