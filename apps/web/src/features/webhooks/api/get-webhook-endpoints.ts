import type { WebhookEndpoint } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksKeys } from './query-keys';

export type WebhookEndpointList = { rows: WebhookEndpoint[]; count: number; totalPage: number };

export async function getWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpointList> {
  const body = await apiClient.get<{ data: WebhookEndpointList }>('/webhooks/endpoints', {
    signal,
  });
  return body.data;
}

export function webhookEndpointsQueryOptions() {
  return queryOptions({
    queryKey: webhooksKeys.endpoints(),
    queryFn: ({ signal }) => getWebhookEndpoints(signal),
  });
}

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}
