import type { AutoPayment, AutoPaymentInput } from '@stitchworks/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

export const autoPaymentKey = [...currentUserKeys.all, 'auto-payment'] as const;

/** GET /users/self/auto_payment (seller): mode, hours, the Payoneer link and the latest runs. */
export async function getAutoPayment(signal?: AbortSignal): Promise<AutoPayment> {
  const body = await apiClient.get<{ data: AutoPayment }>('/users/self/auto_payment', { signal });
  return body.data;
}

export function useAutoPayment() {
  return useQuery(
    queryOptions({ queryKey: autoPaymentKey, queryFn: ({ signal }) => getAutoPayment(signal) }),
  );
}

/** Reloads the settings and the account (the shell's banner and /setting read the mode there). */
function useReload() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: autoPaymentKey });
    void queryClient.invalidateQueries({ queryKey: currentUserKeys.self() });
  };
}

/** PUT /users/self/auto_payment. Silent: the form shows the server's refusal on its fields. */
export function useSaveAutoPayment() {
  const reload = useReload();
  return useMutation({
    mutationFn: (input: AutoPaymentInput) =>
      apiClient.put<{ data: AutoPayment; message: string }>('/users/self/auto_payment', input, {
        silent: true,
      }),
    onSettled: reload,
  });
}

/** GET /users/payoneer-authorize-url: Payoneer's consent page, carrying our `state`. */
export async function getPayoneerAuthorizeUrl(state: string) {
  const body = await apiClient.get<{ data: { url: string; sandbox: boolean } }>(
    `/users/payoneer-authorize-url?state=${encodeURIComponent(state)}`,
    { silent: true },
  );
  return body.data;
}

/** POST /users/payoneer-auth {token}: the consent's code, from the return page. */
export function useConnectPayoneer() {
  const reload = useReload();
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.post<{ message: string }>('/users/payoneer-auth', { token }, { silent: true }),
    onSettled: reload,
  });
}

/** POST /users/payoneer-revoke. */
export function useDisconnectPayoneer() {
  const reload = useReload();
  return useMutation({
    mutationFn: () =>
      apiClient.post<{ message: string }>('/users/payoneer-revoke', undefined, { silent: true }),
    onSettled: reload,
  });
}

/** Where the consent's `state` waits for the return page (this tab only). */
export const PAYONEER_STATE_KEY = 'sw.payoneerState';
