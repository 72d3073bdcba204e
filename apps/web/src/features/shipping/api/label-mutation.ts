import type { ShippingLabel } from '@stitchworks/shared';
import type { QueryClient } from '@tanstack/react-query';
import { shippingKeys } from './query-keys';

/** What the label calls answer: the new label and the server's message. */
export type LabelAnswer = { data: ShippingLabel; message: string };

/** After a label, tracking or reship change: the order's shipping loads again. */
export function refreshOrderShipping(queryClient: QueryClient, orderId: number) {
  return queryClient.invalidateQueries({ queryKey: shippingKeys.order(orderId) });
}
