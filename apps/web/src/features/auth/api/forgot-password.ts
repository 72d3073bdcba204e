import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<{ message: string }> {
  const body = await apiClient.post<{ data: { message: string } }>(
    '/auth/forgot_password',
    { email },
    { auth: false },
  );
  return body.data;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
