import type { SelfUser, TokenPair } from '@stitchworks/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storeSignIn } from '../../../lib/auth-tokens';
import { applyUserLanguage, selfQueryOptions } from '../../../lib/current-user';

/**
 * Keeps the new access token, forgets whatever an earlier user left in the cache, loads the user
 * and switches to their language ('vn' for producers) before the first signed-in page renders.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (tokens: TokenPair): Promise<SelfUser> => {
      storeSignIn(tokens);
      queryClient.clear();
      const user = await queryClient.fetchQuery(selfQueryOptions());
      await applyUserLanguage(user);
      return user;
    },
    [queryClient],
  );
}
