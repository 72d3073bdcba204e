import {
  type AutoPayment,
  type AutoPaymentInput,
  autoPaymentInputSchema,
  autoPaymentMessages,
} from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import {
  type Payoneer,
  PayoneerAuthorizationError,
  PayoneerUnavailableError,
} from '../../integrations/payoneer/payoneer.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { type AuthUser, assertNotDisabled } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import {
  deletePayoneerAuthorization,
  findAutoPaymentSettings,
  findPayoneerAuthorization,
  findRecentRuns,
  savePayoneerAuthorization,
  updateAutoPaymentSettings,
} from './auto-payment.repository.ts';

/** Where Payoneer sends the seller back after consent (the app's return page). */
export const payoneerReturnUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}/payoneer-authorize`;

/** GET /users/self/auto_payment: the settings, the Payoneer link and the latest runs. */
export async function getAutoPayment(
  db: Db,
  payoneer: Payoneer | null,
  caller: AuthUser,
): Promise<AutoPayment> {
  const settings = await findAutoPaymentSettings(db, caller.id);
  if (!settings) throw new AppError('NOT_FOUND');
  const link = await findPayoneerAuthorization(db, caller.id);
  const runs = await findRecentRuns(db, caller.id);
  return {
    autopayCredit: settings.autopayCredit,
    autopayPayoneer: settings.autopayPayoneer,
    autoPaymentHours: [...settings.autoPaymentHours].sort((a, b) => a - b),
    payoneer: {
      available: payoneer !== null,
      sandbox: payoneer?.sandbox ?? false,
      connected: link !== undefined,
      accountId: link?.accountId ?? null,
      authorizedAt: link?.authorizedAt.toISOString() ?? null,
    },
    runs: runs.map((run) => ({
      id: run.id,
      slotAt: run.slotAt.toISOString(),
      mode: run.mode,
      paidOrderIds: run.paidOrderIds,
      unpaidOrderIds: run.unpaidOrderIds,
      amount: toDollars(run.amountCents),
      transactionId: run.transactionId,
      note: run.note,
      createdAt: run.createdAt.toISOString(),
    })),
  };
}

/**
 * PUT /users/self/auto_payment: mode and hours. Payoneer mode needs a connected account; leaving
 * Payoneer mode revokes its authorisation (spec 02 §4). Audited.
 */
export async function updateAutoPayment(
  db: Db,
  payoneer: Payoneer | null,
  caller: AuthUser,
  input: AutoPaymentInput,
): Promise<void> {
  assertNotDisabled(caller);
  const values = autoPaymentInputSchema.parse(input);
  const revoked = await withTransaction(db, async (tx) => {
    const before = await findAutoPaymentSettings(tx, caller.id);
    if (!before) throw new AppError('NOT_FOUND');
    const link = await findPayoneerAuthorization(tx, caller.id);
    if (values.autopayPayoneer && !link) {
      throw new AppError('BAD_REQUEST', autoPaymentMessages.payoneerRequired, [
        { path: 'autopayPayoneer', message: autoPaymentMessages.payoneerRequired },
      ]);
    }
    await updateAutoPaymentSettings(tx, caller.id, values);
    const leavingPayoneer = before.autopayPayoneer && !values.autopayPayoneer;
    const removed = leavingPayoneer ? await deletePayoneerAuthorization(tx, caller.id) : undefined;
    await audit(tx, {
      actorId: caller.id,
      action: 'account.auto_payment',
      entityType: 'user',
      entityId: caller.id,
      before: {
        autopayCredit: before.autopayCredit,
        autopayPayoneer: before.autopayPayoneer,
        autoPaymentHours: before.autoPaymentHours,
      },
      after: { ...values, ...(removed ? { payoneer: 'revoked' } : {}) },
    });
    return removed;
  });
  if (revoked && payoneer) await payoneer.revoke(revoked);
}

/** GET /users/payoneer-authorize-url: Payoneer's consent page for this seller. */
export function payoneerAuthorizeUrl(payoneer: Payoneer | null, publicUrl: string, state: string) {
  if (!payoneer) throw new AppError('SERVICE_UNAVAILABLE', autoPaymentMessages.payoneerUnavailable);
  return {
    url: payoneer.authorizeUrl({ redirectUri: payoneerReturnUrl(publicUrl), state }),
    sandbox: payoneer.sandbox,
  };
}

/** POST /users/payoneer-auth {token}: the consent's code exchanged and the link stored. */
export async function authorizePayoneer(
  db: Db,
  payoneer: Payoneer | null,
  publicUrl: string,
  caller: AuthUser,
  token: string,
): Promise<void> {
  assertNotDisabled(caller);
  if (!payoneer) throw new AppError('SERVICE_UNAVAILABLE', autoPaymentMessages.payoneerUnavailable);
  let authorization: Awaited<ReturnType<Payoneer['exchangeCode']>>;
  try {
    authorization = await payoneer.exchangeCode({
      code: token,
      redirectUri: payoneerReturnUrl(publicUrl),
    });
  } catch (error) {
    if (error instanceof PayoneerAuthorizationError || error instanceof PayoneerUnavailableError) {
      throw new AppError('BAD_REQUEST', autoPaymentMessages.payoneerFailed);
    }
    throw error;
  }
  await withTransaction(db, async (tx) => {
    await savePayoneerAuthorization(tx, {
      userId: caller.id,
      ...authorization,
      sandbox: payoneer.sandbox,
    });
    await audit(tx, {
      actorId: caller.id,
      action: 'account.payoneer_authorize',
      entityType: 'user',
      entityId: caller.id,
      after: { accountId: authorization.accountId, sandbox: payoneer.sandbox },
    });
  });
}

/** POST /users/payoneer-revoke: the link is removed; Payoneer mode turns off with it. */
export async function revokePayoneer(
  db: Db,
  payoneer: Payoneer | null,
  caller: AuthUser,
): Promise<void> {
  const removed = await withTransaction(db, async (tx) => {
    const settings = await findAutoPaymentSettings(tx, caller.id);
    if (!settings) throw new AppError('NOT_FOUND');
    const row = await deletePayoneerAuthorization(tx, caller.id);
    if (settings.autopayPayoneer) {
      await updateAutoPaymentSettings(tx, caller.id, {
        autopayCredit: settings.autopayCredit,
        autopayPayoneer: false,
        autoPaymentHours: settings.autoPaymentHours,
      });
    }
    if (row) {
      await audit(tx, {
        actorId: caller.id,
        action: 'account.payoneer_revoke',
        entityType: 'user',
        entityId: caller.id,
        before: { accountId: row.accountId },
      });
    }
    return row;
  });
  if (removed && payoneer) await payoneer.revoke(removed);
}
