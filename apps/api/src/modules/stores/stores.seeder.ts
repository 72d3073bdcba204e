import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/demo.ts';
import { insertStoreRow } from './stores.repository.ts';

/** The demo seller starts with one api store, so products can be created straight away. */
export const storesDemoSeeder: DemoSeeder = {
  name: 'stores',
  run: async (tx) => {
    const [seller] = await tx.select().from(users).where(eq(users.email, 'seller@example.com'));
    if (!seller) return [];
    await insertStoreRow(tx, {
      userId: seller.id,
      name: 'Demo API store',
      type: 'api',
      status: 'active',
      configuration: {},
    });
    return ['Stores: "Demo API store" for seller@example.com'];
  },
};
