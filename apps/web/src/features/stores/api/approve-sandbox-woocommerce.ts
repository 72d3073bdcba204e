import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SandboxWooCommerceApproval = {
  site: string;
  userId: string;
  returnUrl: string;
  callbackUrl: string;
};

/** The sandbox shop's "Approve": its keys reach our callback; answers where the shop sends the browser. */
export async function approveSandboxWooCommerce(
  input: SandboxWooCommerceApproval,
): Promise<{ redirectUrl: string }> {
  const body = await apiClient.post<{ data: { redirectUrl: string } }>(
    '/stores/sandbox/woocommerce/approve',
    input,
  );
  return body.data;
}

export function useApproveSandboxWooCommerce() {
  return useMutation({ mutationFn: approveSandboxWooCommerce });
}
