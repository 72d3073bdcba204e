import type { OrderPayment, OrderPaymentMethod, PayableOrders } from '@stitchworks/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { transactionsKeys } from './query-keys';

/** The order list's root key (features/orders): a payment changes the orders' statuses. */
const ORDERS_ROOT_KEY = ['orders'] as const;

export const payableOrdersKey = (ids: readonly number[] | undefined) =>
  [...transactionsKeys.all, 'payable', ids?.join(',') ?? 'all'] as const;

/** GET /orders/payable (seller): the chosen orders, or all waiting, with the total and the credit. */
export async function getPayableOrders(
  ids: readonly number[] | undefined,
  signal?: AbortSignal,
): Promise<PayableOrders> {
  const query = ids && ids.length > 0 ? `?ids=${ids.join(',')}` : '';
  const body = await apiClient.get<{ data: PayableOrders }>(`/orders/payable${query}`, { signal });
  return body.data;
}

export function payableOrdersQueryOptions(ids: readonly number[] | undefined) {
  return queryOptions({
    queryKey: payableOrdersKey(ids),
    queryFn: ({ signal }) => getPayableOrders(ids, signal),
  });
}

export function usePayableOrders(ids: readonly number[] | undefined) {
  return useQuery(payableOrdersQueryOptions(ids));
}

export type PayOrdersResult = { data: OrderPayment; message: string };

export type PayOrdersInput = {
  paymentMethod: OrderPaymentMethod;
  orderIds: number[];
  note: string;
};

/**
 * POST /transactions {type: 'payment', paymentMethod, orderIds, note} (seller). Silent: the page
 * shows the server's message where the payment failed. The key makes a retried click pay once.
 */
export async function payOrders(
  input: PayOrdersInput,
  idempotencyKey?: string,
): Promise<PayOrdersResult> {
  return apiClient.post<PayOrdersResult>(
    '/transactions',
    { type: 'payment', ...input },
    { silent: true, idempotencyKey },
  );
}

/** Pays; reloads the credit, the ledger and the orders it touched. */
export function usePayOrders() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (input: PayOrdersInput) => keys.run(input, (key) => payOrders(input, key)),
    onSuccess: (result) => {
      queryClient.setQueryData(
        transactionsKeys.detail(result.data.transaction.id),
        result.data.transaction,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.credit() });
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ORDERS_ROOT_KEY });
    },
  });
}

/** After a wallet payment settled: the credit, the ledger and the orders are read again. */
export function useReloadAfterPayment() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
    void queryClient.invalidateQueries({ queryKey: ORDERS_ROOT_KEY });
    void queryClient.invalidateQueries({ queryKey: currentUserKeys.credit() });
  }, [queryClient]);
}
