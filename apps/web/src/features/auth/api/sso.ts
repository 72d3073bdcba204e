import type { TokenPair } from '@stitchworks/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type SsoProvider, signInWithPopup } from '../sso-popup';
import { useCompleteSignIn } from './complete-sign-in';

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
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async ({ provider, clientId }: { provider: SsoProvider; clientId: string }) => {
      const token = await signInWithPopup(provider, clientId);
      return completeSignIn(await ssoSignIn(provider, token));
    },
  });
}
