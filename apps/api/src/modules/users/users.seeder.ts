import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { userDiscounts, users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/demo.ts';
import { audit } from '../audit/audit.service.ts';

const DAY_MS = 86_400_000;

/** Grants for the demo staff and the demo seller's discount, recorded as the demo admin's changes. */
const grants: Record<string, { factories?: ('vn1' | 'eu1')[]; permissionIds: number[] }> = {
  'seller@example.com': { permissionIds: [1] },
  'supporter@example.com': { permissionIds: [2, 3, 5, 7, 8] },
  'manager@example.com': { permissionIds: [2, 3, 4, 5, 6, 7, 8, 9] },
  'inventory_manager@example.com': { permissionIds: [4] },
};

export const usersDemoSeeder: DemoSeeder = {
  name: 'user permissions and discounts',
  run: async (tx: Tx) => {
    const emails = ['admin@example.com', ...Object.keys(grants)];
    const rows = await tx.select().from(users).where(inArray(users.email, emails));
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const admin = byEmail.get('admin@example.com');
    for (const [email, grant] of Object.entries(grants)) {
      const user = byEmail.get(email);
      if (!user) continue;
      const after = {
        factories: grant.factories ?? user.factories,
        permissionIds: grant.permissionIds,
      };
      await tx.update(users).set(after).where(eq(users.id, user.id));
      await audit(tx, {
        actorId: admin?.id ?? null,
        action: 'user.permissions',
        entityType: 'user',
        entityId: user.id,
        before: { factories: user.factories, permissionIds: user.permissionIds },
        after,
      });
    }
    const seller = byEmail.get('seller@example.com');
    if (!seller) return undefined;
    const [discount] = await tx
      .insert(userDiscounts)
      .values({
        userId: seller.id,
        type: 'per_order',
        amountCents: 100,
        expiredAt: new Date(Date.now() + 90 * DAY_MS),
        createdById: admin?.id ?? null,
      })
      .returning();
    await audit(tx, {
      actorId: admin?.id ?? null,
      action: 'discount.create',
      entityType: 'user_discount',
      entityId: discount!.id,
      after: {
        userId: seller.id,
        type: 'per_order',
        amount: 1,
        expiredAt: discount!.expiredAt.toISOString(),
      },
    });
    return undefined;
  },
};
