import {
  DEPOSIT_POLL_ATTEMPTS,
  DEPOSIT_POLL_INTERVAL_MS,
  type Transaction,
} from '@stitchworks/shared';
import { isApiError } from '../../lib/api-client';

/** How asking the server to confirm a top-up ended. */
export type DepositOutcome =
  /** The payment was captured: the credit is topped up. */
  | { kind: 'completed'; transaction: Transaction; message: string }
  /** The wallet declined it, or the payer cancelled it. */
  | { kind: 'cancelled'; transaction: Transaction; message: string }
  /** Still pending (or the wallet unreachable) after every attempt. */
  | { kind: 'gaveUp'; transaction: Transaction | null }
  /** The server refused the call (unknown top-up, another seller's, not a top-up). */
  | { kind: 'failed'; error: unknown };

type PollOptions = {
  /** POST /transactions/:id/validate. */
  validate: () => Promise<{ data: Transaction; message: string }>;
  /** Waits between two attempts (a timer in the page, instant in tests). */
  wait: (ms: number) => Promise<void>;
  /** False once the page is gone: the polling stops without an outcome. */
  active: () => boolean;
  /** Told before each attempt, from 1. */
  onAttempt?: (attempt: number) => void;
  attempts?: number;
  intervalMs?: number;
};

/**
 * Worth asking again: the wallet has not confirmed yet (pending), could not be reached (503), the
 * server failed, or the call never got an answer. A 4xx would fail the same way again.
 */
export function isTransientValidationError(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * Asks the server to confirm a top-up until it is completed or cancelled: every 2 s, at most 15
 * times (DEPOSIT_POLL_INTERVAL_MS, DEPOSIT_POLL_ATTEMPTS). Answers null when stopped by `active`.
 */
export async function pollDepositValidation({
  validate,
  wait,
  active,
  onAttempt,
  attempts = DEPOSIT_POLL_ATTEMPTS,
  intervalMs = DEPOSIT_POLL_INTERVAL_MS,
}: PollOptions): Promise<DepositOutcome | null> {
  let last: Transaction | null = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (!active()) return null;
    onAttempt?.(attempt);
    try {
      const result = await validate();
      last = result.data;
      if (result.data.status === 'completed') {
        return { kind: 'completed', transaction: result.data, message: result.message };
      }
      if (result.data.status === 'cancelled') {
        return { kind: 'cancelled', transaction: result.data, message: result.message };
      }
    } catch (error) {
      if (!active()) return null;
      if (!isTransientValidationError(error)) return { kind: 'failed', error };
    }
    if (attempt < attempts) await wait(intervalMs);
  }
  return active() ? { kind: 'gaveUp', transaction: last } : null;
}
