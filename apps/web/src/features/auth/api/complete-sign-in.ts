import type { SelfUser, TokenPair } from '@stitchworks/shared/auth';
import { storeSignIn } from '../../../lib/auth-tokens';
import { applyUserLanguage, currentUserKeys, getSelf } from '../../../lib/self-user';

/**
 * Keeps the new access token, forgets whatever an earlier user left in the data cache, loads the
 * user and switches to their language ('vn' for producers) before the first signed-in page
 * renders. The cache (and its library) is fetched here, with the user: the next page needs both.
 */
export async function completeSignIn(tokens: TokenPair): Promise<SelfUser> {
  storeSignIn(tokens);
  const [{ queryClient }, user] = await Promise.all([
    import('../../../lib/query-client'),
    getSelf(),
  ]);
  queryClient.clear();
  queryClient.setQueryData(currentUserKeys.self(), user);
  await applyUserLanguage(user);
  return user;
}
