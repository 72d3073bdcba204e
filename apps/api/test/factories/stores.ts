import type { StoreStatus, StoreType } from '@stitchworks/shared';
import type { DbOrTx } from '../../src/db/client.ts';
import { stores } from '../../src/db/schema/index.ts';

export async function createStore(
  db: DbOrTx,
  userId: number,
  overrides: { name?: string; type?: StoreType; status?: StoreStatus } = {},
) {
  const [row] = await db
    .insert(stores)
    .values({
      userId,
      name: overrides.name ?? 'Test API store',
      type: overrides.type ?? 'api',
      status: overrides.status ?? 'active',
      configuration: {},
    })
    .returning();
  return row!;
}
