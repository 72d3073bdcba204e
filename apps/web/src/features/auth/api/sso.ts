import type { TokenPair } from '@stitchworks/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { usePendingAction } from '../../../lib/use-pending-action';
import { type SsoProvider, signInWithPopup } from '../sso-popup';
import { completeSignIn } from './complete-sign-in';

/** Hands the provider's token to the API, which verifies it and signs in (or creates a seller). */
export async function ssoSignIn(provider: SsoProvider, token: string): Promise<TokenPair> {
  const body = await apiClient.post<{ data: TokenPair }>(
    `/auth/sso/${provider}`,
    { token },
    { auth: false },
  );
  return body.data;
}

export function useSsoSignIn() {
  return usePendingAction(
    async ({ provider, clientId }: { provider: SsoProvider; clientId: string }) => {
      const token = await signInWithPopup(provider, clientId);
      return completeSignIn(await ssoSignIn(provider, token));
    },
  );
}
