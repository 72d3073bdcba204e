import type { LoginInput, TokenPair } from '@stitchworks/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { usePendingAction } from '../../../lib/use-pending-action';
import { completeSignIn } from './complete-sign-in';

/** Signs in; the API also sets the refresh cookie (`sw_refresh`, httpOnly). */
export async function login(input: LoginInput): Promise<TokenPair> {
  const body = await apiClient.post<{ data: TokenPair }>('/auth/login', input, { auth: false });
  return body.data;
}

export function useLogin() {
  return usePendingAction(async (input: LoginInput) => completeSignIn(await login(input)));
}
