import type { Db, Tx } from '../../../db/client.ts';
import { rootDatabase } from '../../../lib/transaction.ts';

/** A package just added to an order that came from a store. */
export type AddedStorePackage = { orderId: number; storeId: number; orderPackageNo: number };

/** Runs in the transaction that added the packages, before it commits. */
export type PackagesAddedListener = (
  tx: Tx,
  packages: readonly AddedStorePackage[],
) => Promise<void>;

/** Listeners by the database they watch: two apps in one process (tests) each hear their own. */
const listeners = new Map<Db, Set<PackagesAddedListener>>();

/**
 * Hears of every package added to an order that came from a store, in the adding transaction, so
 * what the listener writes (a tracking number to send back) commits or rolls back with the
 * package. Answers the function that stops listening.
 */
export function onStorePackagesAdded(db: Db, listener: PackagesAddedListener): () => void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(db);
  };
}

export async function announceStorePackages(tx: Tx, packages: readonly AddedStorePackage[]) {
  if (packages.length === 0) return;
  const set = listeners.get(rootDatabase(tx));
  if (!set) return;
  for (const listener of set) await listener(tx, packages);
}
