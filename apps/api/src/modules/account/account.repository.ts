import type { Locale } from '@stitchworks/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type AccountRow = typeof users.$inferSelect;
type AccountChanges = { locale?: Locale } & Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'dismissedBanners'
    | 'passwordHash'
    | 'passwordChanged'
    | 'invoiceInfo'
    | 'referralCode'
  >
>;

export async function findAccount(db: DbOrTx, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateAccount(
  db: DbOrTx,
  id: number,
  changes: AccountChanges,
): Promise<AccountRow | undefined> {
  const { locale, ...columns } = changes;
  // The chosen language lives in meta beside the admin's flags: merged, never replacing them.
  const meta = locale ? { meta: sql`${users.meta} || ${JSON.stringify({ locale })}::jsonb` } : {};
  const [row] = await db
    .update(users)
    .set({ ...columns, ...meta, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
