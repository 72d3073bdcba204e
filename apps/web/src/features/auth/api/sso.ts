import type { LoginAnswer } from '@stitchworks/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { usePendingAction } from '../../../lib/use-pending-action';
import { type SsoProvider, signInWithPopup } from '../sso-popup';
import { nextSignInStep } from './complete-sign-in';

/** Hands the provider's token to the API, which verifies it and signs in (or creates a seller). */
export async function ssoSignIn(provider: SsoProvider, token: string): Promise<LoginAnswer> {
  const body = await apiClient.post<{ data: LoginAnswer }>(
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
      return nextSignInStep(await ssoSignIn(provider, token));
    },
  );
}
