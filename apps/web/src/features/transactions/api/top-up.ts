import type { CreatedDeposit, Transaction, WalletInfo } from '@stitchworks/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError, isRetryableError } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { transactionsKeys } from './query-keys';

/** The wallet the top-up page offers; under the ledger's root key, so a ledger reload rechecks it. */
export const walletKey = [...transactionsKeys.all, 'wallet'] as const;

const MAX_RETRIES = 2;

/**
 * GET /transactions/wallet (seller): PayPal, and whether it is the built-in sandbox. 503 'Cannot
 * deposit at the moment…' when no wallet works: the page shows that message itself (silent).
 */
export async function getWallet(signal?: AbortSignal): Promise<WalletInfo> {
  const body = await apiClient.get<{ data: WalletInfo }>('/transactions/wallet', {
    signal,
    silent: true,
  });
  return body.data;
}

export function walletQueryOptions() {
  return queryOptions({
    queryKey: walletKey,
    queryFn: ({ signal }) => getWallet(signal),
    staleTime: 60_000,
    // A 503 is the server saying no wallet works: asking again at once would not change that.
    retry: (failureCount, error) =>
      failureCount < MAX_RETRIES &&
      isRetryableError(error) &&
      !(isApiError(error) && error.status === 503),
  });
}

export function useWallet(enabled = true) {
  return useQuery({ ...walletQueryOptions(), enabled });
}

export type CreateDepositResult = { data: CreatedDeposit; message: string };

/**
 * POST /transactions {type: 'deposit', amount, paymentMethod: 'paypal'} (seller): a pending
 * top-up and the wallet page where the payer approves it. The form shows failures itself.
 */
export async function createDeposit(
  amount: number,
  idempotencyKey?: string,
): Promise<CreateDepositResult> {
  return apiClient.post<CreateDepositResult>(
    '/transactions',
    { type: 'deposit', amount, paymentMethod: 'paypal' },
    { silent: true, idempotencyKey },
  );
}

/**
 * Opens a top-up; the caller sends the browser to `approveUrl`, so nothing is reloaded here. A
 * retried click opens one top-up.
 */
export function useCreateDeposit() {
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (amount: number) =>
      keys.run({ topUp: amount }, (key) => createDeposit(amount, key)),
  });
}

export type DepositResult = { data: Transaction; message: string };

/**
 * POST /transactions/:id/validate (seller, own): the server captures the payment if it can and
 * answers the top-up as it is now: completed, still pending, or cancelled (declined). Silent: the
 * approve page polls it and shows its own states.
 */
export async function validateDeposit(id: number, signal?: AbortSignal): Promise<DepositResult> {
  return apiClient.post<DepositResult>(`/transactions/${id}/validate`, undefined, {
    signal,
    silent: true,
  });
}

/**
 * POST /transactions/:id/sandbox-approve (seller, own, pending): the payer pressed Pay on the
 * built-in sandbox wallet's page. Without it the sandbox, like PayPal, takes nothing. Silent: the
 * page shows a failure as the payment's outcome.
 */
export async function approveSandboxPayment(id: number): Promise<void> {
  await apiClient.post(`/transactions/${id}/sandbox-approve`, undefined, { silent: true });
}

/**
 * POST /transactions/:id/cancel (seller, own, pending deposit): the payer gave up at the wallet.
 * 400 'This top-up is no longer waiting for payment' once it is completed or cancelled.
 */
export async function cancelDeposit(id: number): Promise<DepositResult> {
  return apiClient.post<DepositResult>(`/transactions/${id}/cancel`, undefined, { silent: true });
}

/** Cancels a pending top-up and reloads the ledger (the top-up's page and the lists). */
export function useCancelDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeposit,
    onSuccess: (result, id) => {
      queryClient.setQueryData(transactionsKeys.detail(id), result.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsKeys.lists() }),
  });
}
