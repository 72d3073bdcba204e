import type { SignedInAnswer, TwoFactorLoginInput } from '@stitchworks/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { usePendingAction } from '../../../lib/use-pending-action';
import { nextSignInStep } from './complete-sign-in';

/** The second step: the challenge of the first and the authenticator's (or a recovery) code. */
export async function loginTwoFactor(input: TwoFactorLoginInput): Promise<SignedInAnswer> {
  const body = await apiClient.post<{ data: SignedInAnswer }>('/auth/login/two_factor', input, {
    auth: false,
  });
  return body.data;
}

export function useLoginTwoFactor() {
  return usePendingAction(async (input: TwoFactorLoginInput) =>
    nextSignInStep(await loginTwoFactor(input)),
  );
}
