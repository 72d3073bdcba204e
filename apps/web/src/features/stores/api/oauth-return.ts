import type { Store } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

/** Back from Etsy's or Amazon's consent: the platform's query, posted once. */
export async function completeOAuthReturn(input: {
  platform: 'etsy' | 'amazon';
  params: Record<string, string>;
}): Promise<{ message: string; store: Store }> {
  const body = await apiClient.post<{ data: { message: string; store: Store } }>(
    '/stores/oauth-return',
    input,
  );
  return body.data;
}

export function useCompleteOAuthReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOAuthReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKeys.all }),
  });
}

/** The sandbox's consent, allowed: answers where the platform sends the browser back. */
export async function approveSandboxConsent(input: {
  platform: 'etsy' | 'amazon';
  query: string;
}): Promise<{ redirectUrl: string }> {
  const body = await apiClient.post<{ data: { redirectUrl: string } }>(
    `/stores/sandbox/${input.platform}/approve`,
    { query: input.query },
  );
  return body.data;
}

export function useApproveSandboxConsent() {
  return useMutation({ mutationFn: approveSandboxConsent });
}

/** Staff approve a connected Amazon store: its orders import from then on. */
export async function approveStore(id: number): Promise<{ message: string; store: Store }> {
  const body = await apiClient.put<{ data: { message: string; store: Store } }>(
    `/stores/${id}/approve`,
    {},
  );
  return body.data;
}

export function useApproveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKeys.all }),
  });
}
