import type { Factory } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const grantColumns = {
  id: users.id,
  role: users.role,
  factories: users.factories,
  permissionIds: users.permissionIds,
};

export type UserGrants = {
  id: number;
  role: string;
  factories: Factory[];
  permissionIds: number[];
};

export async function findUserGrants(db: DbOrTx, userId: number, lock = false) {
  const query = db.select(grantColumns).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function writeUserGrants(
  db: DbOrTx,
  userId: number,
  grants: { factories: Factory[]; permissionIds: number[] },
) {
  const [row] = await db
    .update(users)
    .set({ ...grants, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(grantColumns);
  return row!;
}
