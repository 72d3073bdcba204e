import type { RegisterInput } from '@stitchworks/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Creates an inactive seller account and mails the activation link. */
export async function register(input: RegisterInput): Promise<{ message: string }> {
  const body = await apiClient.post<{ data: { message: string } }>('/auth/register', input, {
    auth: false,
  });
  return body.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
