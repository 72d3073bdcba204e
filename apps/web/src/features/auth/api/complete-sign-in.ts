import type { LoginAnswer, SelfUser, TokenPair } from '@stitchworks/shared/auth';
import { storeSignIn } from '../../../lib/auth-tokens';
import { applyUserLanguage, currentUserKeys, getSelf } from '../../../lib/self-user';

/**
 * Keeps the new access token, forgets whatever an earlier user left in the data cache, loads the
 * user and switches to their language ('vn' for producers) before the first signed-in page
 * renders. The cache (and its library) is fetched here, with the user: the next page needs both.
 */
export async function completeSignIn(tokens: TokenPair): Promise<SelfUser> {
  storeSignIn({ privateToken: tokens.privateToken });
  const [{ queryClient }, user] = await Promise.all([
    import('../../../lib/query-client'),
    getSelf(),
  ]);
  queryClient.clear();
  queryClient.setQueryData(currentUserKeys.self(), user);
  await applyUserLanguage(user);
  return user;
}

/**
 * How a sign-in's first step ended: signed in (the role may still have to set up two-factor
 * sign-in), or the second step is due with its challenge.
 */
export type SignInStep =
  | { kind: 'signedIn'; user: SelfUser; mustEnrolTwoFactor: boolean }
  | { kind: 'twoFactor'; challengeToken: string };

/** Finishes a sign-in the API answered with tokens, or hands the challenge on. */
export async function nextSignInStep(answer: LoginAnswer): Promise<SignInStep> {
  if ('challengeToken' in answer) {
    return { kind: 'twoFactor', challengeToken: answer.challengeToken };
  }
  const user = await completeSignIn(answer);
  return { kind: 'signedIn', user, mustEnrolTwoFactor: answer.mustEnrolTwoFactor === true };
}
