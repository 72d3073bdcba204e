import type { customsDescriptionSchema } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { shippingKeys } from './query-keys';

export type CustomsDescription = z.infer<typeof customsDescriptionSchema>;

/** POST /shipping_labels/generate_description: the customs text, HS code and value (a read). */
export async function generateDescription(
  orderId: number,
  signal?: AbortSignal,
): Promise<CustomsDescription> {
  const body = await apiClient.post<{ data: CustomsDescription }>(
    '/shipping_labels/generate_description',
    { orderId },
    { signal },
  );
  return body.data;
}

export function customsDescriptionQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: shippingKeys.customs(orderId),
    queryFn: ({ signal }) => generateDescription(orderId, signal),
  });
}

/** Loaded when the dialog opens. */
export function useCustomsDescription(orderId: number, enabled: boolean) {
  return useQuery({ ...customsDescriptionQueryOptions(orderId), enabled });
}
