import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { loggableError } from '../db/loggable-error.ts';

/** Work to do once the data it talks about is committed: a socket event, a mail, a job. */
export type Effect = () => void | Promise<void>;
export type AfterCommit = (effect: Effect) => void;

type TxContext = { root: Db; effects: Effect[] };

/** The open transactions started by `withTransaction`, with the effects waiting on each. */
const contexts = new WeakMap<object, TxContext>();

/**
 * Runs `work` in a transaction and, only once it has committed, the effects queued with
 * `afterCommit`. A rolled-back transaction drops its effects, so nobody hears of a change that
 * never happened.
 *
 *   await withTransaction(app.db, async (tx, afterCommit) => {
 *     await tx.update(orders)...;
 *     await notify(tx, { userIds: [sellerId], type: 'order-cancelled', message });
 *     afterCommit(() => mailer.send(...));
 *   });
 *
 * Called with a transaction of `withTransaction`, it opens a savepoint: its effects join the outer
 * transaction's when the savepoint succeeds and are dropped when it fails. Effects run in order; an
 * effect that throws is reported and does not stop the others (the change is already committed).
 */
export async function withTransaction<T>(
  db: DbOrTx,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const parent = contexts.get(db);
  if (!parent && db instanceof PgTransaction) {
    throw new Error('withTransaction: this transaction was not opened by withTransaction');
  }
  const context: TxContext = { root: parent?.root ?? (db as Db), effects: [] };
  const result = await db.transaction(async (tx) => {
    contexts.set(tx, context);
    try {
      return await work(tx, (effect) => context.effects.push(effect));
    } finally {
      contexts.delete(tx);
    }
  });
  if (parent) {
    parent.effects.push(...context.effects);
    return result;
  }
  await runEffects(context.effects);
  return result;
}

async function runEffects(effects: Effect[]) {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      // Printed without the values of a failed query (they may hold personal data or secrets).
      console.error('An after-commit effect failed', loggableError(error));
    }
  }
}

/**
 * Queues an effect on the transaction `db` belongs to, or runs it at once when `db` is the
 * database itself (its writes are already committed). A transaction opened some other way is
 * refused, since nobody would run the effect at its commit.
 */
export async function afterCommit(db: DbOrTx, effect: Effect): Promise<void> {
  const context = contexts.get(db);
  if (context) {
    context.effects.push(effect);
    return;
  }
  if (db instanceof PgTransaction) {
    throw new Error('afterCommit needs a transaction opened by withTransaction');
  }
  await runEffects([effect]);
}

/** The database a transaction of `withTransaction` runs on (the database itself otherwise). */
export function rootDatabase(db: DbOrTx): Db {
  const context = contexts.get(db);
  if (context) return context.root;
  if (db instanceof PgTransaction) {
    throw new Error('rootDatabase needs a transaction opened by withTransaction');
  }
  return db as Db;
}
