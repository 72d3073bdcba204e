import type { OrderAftercareResult } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { ordersKeys } from './query-keys';

/** The calls of a paid order's cancel, refund and update flows (spec 02 §7). Silent: dialogs show failures. */
export type AftercareCall =
  | { kind: 'cancel'; orderId: number; cancelReason: string; amount: number }
  | { kind: 'answerCancel'; orderId: number; accept: boolean; amount?: number; note?: string }
  | { kind: 'refund'; orderId: number; amount: number; note: string }
  | { kind: 'requestUpdate'; orderId: number; note: string }
  | { kind: 'answerUpdate'; orderId: number; allow: boolean };

/**
 * Runs one call. `idempotencyKey` goes with the ones that may move money (cancel, its answer,
 * refund): the same key with a retry moves it once.
 */
export function runAftercare(
  call: AftercareCall,
  idempotencyKey?: string,
): Promise<OrderAftercareResult> {
  const options = { silent: true };
  const keyed = { ...options, idempotencyKey };
  switch (call.kind) {
    case 'cancel': {
      const { orderId, cancelReason, amount } = call;
      return apiClient.post('/orders/cancel', { orderId, cancelReason, amount }, keyed);
    }
    case 'answerCancel': {
      const { orderId, kind: _kind, ...body } = call;
      return apiClient.put(`/orders/${orderId}/cancel-request`, body, keyed);
    }
    case 'refund':
      return apiClient.post(
        `/orders/${call.orderId}/refund`,
        { amount: call.amount, note: call.note },
        keyed,
      );
    case 'requestUpdate':
      return apiClient.post(`/orders/${call.orderId}/update-request`, { note: call.note }, options);
    case 'answerUpdate':
      return apiClient.put(
        `/orders/${call.orderId}/update-permission`,
        { allow: call.allow },
        options,
      );
  }
}

/** Runs one of them, then reloads the order, the lists and the credit (a refund moves it). */
export function useAftercare() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (call: AftercareCall) => keys.run(call, (key) => runAftercare(call, key)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.credit() });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
