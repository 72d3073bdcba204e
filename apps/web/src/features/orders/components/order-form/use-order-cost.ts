import { useDebouncedValue } from '@mantine/hooks';
import type { CreateOrderInput, OrderCost, OrderPriceInput } from '@stitchworks/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { orderPriceQueryOptions } from '../../api/price-order';
import { provisionalTotalQueryOptions } from '../../api/provisional-total';
import type { CostRequest } from './order-cost-request';

/** Keystrokes within this time make one request (the cost follows the form, not each key). */
export const COST_DEBOUNCE_MS = 300;

/** Stands in for the payload of the call that is not in use (its query is disabled). */
const unused = { items: [] } as unknown as CreateOrderInput & OrderPriceInput;

export type PricedForm = { request: CostRequest; cost: OrderCost };

export type OrderCostState = {
  /** The last answer with the request it answered (its `rows` map items back to form rows). */
  priced: PricedForm | null;
  /** Whether the form can be priced at all (some row is complete). */
  priceable: boolean;
  /** A request for the current form waits for the debounce or is on its way. */
  calculating: boolean;
  failed: boolean;
};

/**
 * The live cost of the form: the provisional total when the address is complete enough, the
 * price of the rows otherwise, asked ~300 ms after the last change. The last answer stays shown
 * while the next one is on its way.
 */
export function useOrderCost(request: CostRequest | null): OrderCostState {
  const [debounced] = useDebouncedValue(request, COST_DEBOUNCE_MS);
  const provisional = useQuery({
    ...provisionalTotalQueryOptions(debounced?.kind === 'provisional' ? debounced.input : unused),
    enabled: debounced?.kind === 'provisional',
  });
  const price = useQuery({
    ...orderPriceQueryOptions(debounced?.kind === 'price' ? debounced.input : unused),
    enabled: debounced?.kind === 'price',
  });
  const active = debounced?.kind === 'provisional' ? provisional : price;
  const last = useRef<PricedForm | null>(null);
  if (debounced && active.data && !active.isPlaceholderData && active.isSuccess) {
    if (last.current?.cost !== active.data)
      last.current = { request: debounced, cost: active.data };
  }
  const waiting = JSON.stringify(request) !== JSON.stringify(debounced);
  return {
    priced: request ? last.current : null,
    priceable: request !== null,
    calculating: request !== null && (waiting || active.isFetching),
    failed: request !== null && !waiting && active.isError && !active.isFetching,
  };
}
