import { errorMessages, type LoginAnswer } from '@stitchworks/shared';
import type { SsoIdentity, SsoProvider } from '../../integrations/sso/sso-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { getBusinessSettings } from '../settings/settings.service.ts';
import {
  activateUser,
  findUserByEmail,
  findUserByProviderId,
  insertUser,
  type UserRow,
  updateUser,
} from './auth.repository.ts';
import { type AuthDeps, assertMaySignIn } from './auth.service.ts';
import { isUniqueViolation } from './db-errors.ts';
import type { SessionContext } from './sessions.ts';
import { answerFirstStep } from './sign-in-answer.ts';

const providerColumn = (identity: SsoIdentity) =>
  identity.provider === 'google'
    ? { googleSub: identity.subject }
    : { facebookId: identity.subject };

/**
 * The account for a provider identity: the one already linked to it; else the one with its
 * (provider-verified) e-mail, which gets linked and, if waiting for activation, activated;
 * else a new active seller, approved when the business accepts new sellers.
 */
async function accountFor(deps: AuthDeps, identity: SsoIdentity): Promise<UserRow> {
  const linked = await findUserByProviderId(deps.db, identity.provider, identity.subject);
  if (linked) return linked;
  if (!identity.email) {
    throw new AppError('SSO_FAILED', errorMessages.ssoEmailNotShared);
  }
  const byEmail = await findUserByEmail(deps.db, identity.email);
  if (byEmail) {
    await activateUser(deps.db, byEmail.id);
    return (await updateUser(deps.db, byEmail.id, providerColumn(identity))) ?? byEmail;
  }
  const { acceptingNewSellers } = await getBusinessSettings(deps.db, deps.config);
  try {
    return await insertUser(deps.db, {
      name: identity.name,
      email: identity.email,
      passwordHash: null,
      role: 'seller',
      status: 'active',
      passwordChanged: true,
      approvedAt: acceptingNewSellers ? new Date() : null,
      ...providerColumn(identity),
    });
  } catch (error) {
    // The same person signing in twice at once: the other request created the account.
    if (!isUniqueViolation(error)) throw error;
    const created = await findUserByProviderId(deps.db, identity.provider, identity.subject);
    if (!created) throw new AppError('EMAIL_TAKEN');
    return created;
  }
}

/**
 * Signs in with a provider's token: the same answer (the second step too, when the account has a
 * factor) and the same refusals as a password sign-in.
 */
export async function signInWithProvider(
  deps: AuthDeps,
  provider: SsoProvider | undefined,
  token: string,
  context: SessionContext,
): Promise<LoginAnswer> {
  if (!provider) throw new AppError('NOT_FOUND');
  const identity = await provider.verify(token);
  const user = await accountFor(deps, identity);
  await assertMaySignIn(deps, user);
  return answerFirstStep(deps.db, deps.tokens, user, context);
}
