import type { shippingProviderListSchema } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { shippingKeys } from './query-keys';

export type ShippingProviderInfo = z.infer<typeof shippingProviderListSchema>['rows'][number];

/** GET /shipping_labels/shipping-providers: the API carrier in use, uploaded and typed carriers. */
export async function getShippingProviders(signal?: AbortSignal): Promise<ShippingProviderInfo[]> {
  const body = await apiClient.get<{ data: { rows: ShippingProviderInfo[] } }>(
    '/shipping_labels/shipping-providers',
    { signal },
  );
  return body.data.rows;
}

export function shippingProvidersQueryOptions() {
  return queryOptions({
    queryKey: shippingKeys.providers(),
    queryFn: ({ signal }) => getShippingProviders(signal),
    // The providers change with the server's settings only.
    staleTime: 10 * 60 * 1000,
  });
}

export function useShippingProviders() {
  return useQuery(shippingProvidersQueryOptions());
}
