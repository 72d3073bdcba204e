import type { ShippingProvider } from '@stitchworks/shared';

/** Query keys of shipping: a label, tracking or reship change invalidates the order's entry. */
export const shippingKeys = {
  all: ['shipping'] as const,
  orders: () => [...shippingKeys.all, 'order'] as const,
  order: (orderId: number) => [...shippingKeys.orders(), orderId] as const,
  providers: () => [...shippingKeys.all, 'providers'] as const,
  services: (provider: ShippingProvider) => [...shippingKeys.all, 'services', provider] as const,
  customs: (orderId: number) => [...shippingKeys.all, 'customs', orderId] as const,
};
