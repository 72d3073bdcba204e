import type { Tx } from '../db/client.ts';

/**
 * The last step of a write's transaction: the service hands over the answer it built there, and
 * the caller keeps it with the change (the route stores it under the request's Idempotency-Key).
 * The change and its answer then commit together or not at all, so a change that committed is
 * never answered as a failure, and a retry gets its answer instead of making it again.
 */
export type KeepAnswer<T> = (tx: Tx, answer: T) => Promise<void>;

/** For callers that keep nothing (jobs, tests, other services). */
export const keepNothing: KeepAnswer<unknown> = async () => {};
