import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiClient } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/auth-tokens';
import { changeAppLanguage, DEFAULT_LANGUAGE } from '../../../lib/i18n';

/** Ends the sign-in on the server (revokes it, clears the refresh cookie), then forgets it here. */
export async function signOut(): Promise<void> {
  try {
    await apiClient.post('/auth/logout', {}, { auth: false });
  } finally {
    clearAccessToken();
  }
}

/**
 * Signs out and opens the sign-in page; the cached data of the user is dropped only once the
 * signed-in pages are gone, so nothing tries to reload it without a token.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      await navigate({ to: '/login', search: {} });
      queryClient.clear();
      await changeAppLanguage(DEFAULT_LANGUAGE);
    },
  });
}
