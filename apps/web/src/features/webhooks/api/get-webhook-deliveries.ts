import type { WebhookDelivery, WebhookDeliveryStatus } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksKeys } from './query-keys';

export type WebhookDeliveryList = { rows: WebhookDelivery[]; count: number; totalPage: number };

export const DELIVERY_PAGE_SIZE = 20;

export async function getWebhookDeliveries(
  endpointId: number,
  page: number,
  status: WebhookDeliveryStatus | undefined,
  signal?: AbortSignal,
): Promise<WebhookDeliveryList> {
  const query = new URLSearchParams({ page: String(page), limit: String(DELIVERY_PAGE_SIZE) });
  if (status) query.set('status', status);
  const body = await apiClient.get<{ data: WebhookDeliveryList }>(
    `/webhooks/endpoints/${endpointId}/deliveries?${query}`,
    { signal },
  );
  return body.data;
}

export function webhookDeliveriesQueryOptions(
  endpointId: number,
  page: number,
  status: WebhookDeliveryStatus | undefined,
) {
  return queryOptions({
    queryKey: webhooksKeys.deliveries(endpointId, page, status),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, page, status, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWebhookDeliveries(
  endpointId: number | null,
  page: number,
  status: WebhookDeliveryStatus | undefined,
) {
  return useQuery({
    ...webhookDeliveriesQueryOptions(endpointId ?? 0, page, status),
    enabled: endpointId !== null,
  });
}
