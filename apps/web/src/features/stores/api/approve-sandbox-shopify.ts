import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SandboxShopifyApproval = { shop: string; state: string; redirectUri: string };

/** The sandbox Shopify's "Install": answers where Shopify would send the browser back. */
export async function approveSandboxShopify(
  input: SandboxShopifyApproval,
): Promise<{ redirectUrl: string }> {
  const body = await apiClient.post<{ data: { redirectUrl: string } }>(
    '/stores/sandbox/shopify/approve',
    input,
  );
  return body.data;
}

export function useApproveSandboxShopify() {
  return useMutation({ mutationFn: approveSandboxShopify });
}
