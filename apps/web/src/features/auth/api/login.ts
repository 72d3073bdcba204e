import type { LoginAnswer, LoginInput } from '@stitchworks/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { usePendingAction } from '../../../lib/use-pending-action';
import { nextSignInStep } from './complete-sign-in';

/**
 * Signs in; the API also sets the refresh cookie (`sw_refresh`, httpOnly). With two-factor
 * sign-in on, it answers the second step's challenge instead.
 */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  const body = await apiClient.post<{ data: LoginAnswer }>('/auth/login', input, { auth: false });
  return body.data;
}

export function useLogin() {
  return usePendingAction(async (input: LoginInput) => nextSignInStep(await login(input)));
}
