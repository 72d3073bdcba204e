import { transactionMessages } from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findTransactionForUpdate } from './transactions.repository.ts';
import { type Wallet, WalletUnavailableError } from './wallet/wallet.ts';

/**
 * POST /transactions/:id/resume: a wallet top-up or order payment the payer left half-way (the
 * page closed before approving) goes on where it stopped: the wallet's approval page while it
 * waits for the payer, or the app's return page once approved (which then takes the money).
 */
export async function resumeWalletPayment(
  db: Db,
  wallet: Wallet | null,
  publicUrl: string,
  caller: AuthUser,
  id: number,
): Promise<{ approveUrl: string }> {
  const row = await findTransactionForUpdate(db, id);
  if (!row || row.userId !== caller.id) {
    throw new AppError('NOT_FOUND', transactionMessages.notFound);
  }
  const resumable =
    row.status === 'pending' &&
    row.paymentMethod === 'paypal' &&
    (row.type === 'deposit' || row.type === 'payment') &&
    row.providerOrderId;
  if (!resumable || !row.providerOrderId) {
    throw new AppError('BAD_REQUEST', transactionMessages.cannotResume);
  }
  if (!wallet) throw new AppError('SERVICE_UNAVAILABLE', transactionMessages.cannotDeposit);
  const base = publicUrl.replace(/\/+$/, '');
  const returnUrl =
    row.type === 'deposit'
      ? `${base}/transaction/paypal-approve/${id}`
      : `${base}/order/transaction-success?transactionId=${id}`;
  let approveUrl: string | null;
  try {
    approveUrl = await wallet.resumeUrl({ providerOrderId: row.providerOrderId, returnUrl });
  } catch (error) {
    if (error instanceof WalletUnavailableError) {
      throw new AppError('SERVICE_UNAVAILABLE', transactionMessages.cannotDeposit);
    }
    throw error;
  }
  if (!approveUrl) throw new AppError('BAD_REQUEST', transactionMessages.cannotResume);
  return { approveUrl };
}

/**
 * POST /transactions/:id/sandbox-approve: the payer pressed Pay on the built-in sandbox wallet's
 * page (the app's own, standing in for PayPal's). Records the approval at the sandbox; the app's
 * validation then takes the payment. Only the seller's own pending wallet top-up or payment.
 */
export async function approveSandboxPayment(
  db: Db,
  wallet: Wallet | null,
  caller: AuthUser,
  id: number,
): Promise<{ approved: true }> {
  const row = await findTransactionForUpdate(db, id);
  if (!row || row.userId !== caller.id) {
    throw new AppError('NOT_FOUND', transactionMessages.notFound);
  }
  if (
    row.status !== 'pending' ||
    row.paymentMethod !== 'paypal' ||
    (row.type !== 'deposit' && row.type !== 'payment') ||
    !row.providerOrderId
  ) {
    throw new AppError('BAD_REQUEST', transactionMessages.cannotResume);
  }
  if (!wallet) throw new AppError('SERVICE_UNAVAILABLE', transactionMessages.cannotDeposit);
  if (!wallet.sandbox || !wallet.approve) {
    throw new AppError('BAD_REQUEST', transactionMessages.notSandboxPayment);
  }
  if (!(await wallet.approve({ providerOrderId: row.providerOrderId }))) {
    throw new AppError('BAD_REQUEST', transactionMessages.notSandboxPayment);
  }
  return { approved: true };
}
