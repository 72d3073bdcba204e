import type { SelfUser } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

export async function updateProfile(input: { name: string }): Promise<SelfUser> {
  const body = await apiClient.put<{ data: SelfUser }>('/users/self', input);
  return body.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.self(), user),
  });
}
