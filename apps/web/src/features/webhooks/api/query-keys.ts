import type { WebhookDeliveryStatus } from '@stitchworks/shared';

export const webhooksKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhooksKeys.all, 'endpoints'] as const,
  deliveries: (endpointId: number, page: number, status: WebhookDeliveryStatus | undefined) =>
    [...webhooksKeys.all, 'deliveries', endpointId, page, status ?? 'all'] as const,
  deliveriesOf: (endpointId: number) => [...webhooksKeys.all, 'deliveries', endpointId] as const,
};
