import { eq } from 'drizzle-orm';
import { demoAccountsSeeder } from '../../modules/auth/demo-accounts.ts';
import { catalogDemoSeeder } from '../../modules/catalog/catalog.seeder.ts';
import { inventoryDemoSeeder } from '../../modules/inventory/inventory.seeder.ts';
import { machinePlanDemoSeeder } from '../../modules/machine-plan/machine-plan.seeder.ts';
import { notificationsDemoSeeder } from '../../modules/notifications/notifications.seeder.ts';
import { ordersDemoSeeder } from '../../modules/orders/orders.seeder.ts';
import { productionDemoSeeder } from '../../modules/production/production.seeder.ts';
import { shippingDemoSeeder } from '../../modules/shipping/shipping.seeder.ts';
import { storesDemoSeeder } from '../../modules/stores/stores.seeder.ts';
import { transactionsDemoSeeder } from '../../modules/transactions/transactions.seeder.ts';
import { usersDemoSeeder } from '../../modules/users/users.seeder.ts';
import type { Db, Tx } from '../client.ts';
import { appSettings } from '../schema/index.ts';

/** One module's demo records; it returns lines worth printing at start (e.g. demo accounts). */
export type DemoSeeder = { name: string; run: (tx: Tx) => Promise<string[] | undefined> };

// Each module adds its seeder here, in dependency order.
const seeders: DemoSeeder[] = [
  demoAccountsSeeder,
  usersDemoSeeder,
  notificationsDemoSeeder,
  catalogDemoSeeder,
  storesDemoSeeder,
  transactionsDemoSeeder,
  ordersDemoSeeder,
  productionDemoSeeder,
  machinePlanDemoSeeder,
  inventoryDemoSeeder,
  shippingDemoSeeder,
];

const SEEDED_KEY = 'demo.seeded_at';

/** Seeds every module's demo data once, in one transaction; a seeded database is left alone. */
export async function seedDemoIfEmpty(db: Db): Promise<{ seeded: boolean; lines: string[] }> {
  const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  if (marker) return { seeded: false, lines: [] };
  const lines: string[] = [];
  await db.transaction(async (tx) => {
    for (const seeder of seeders) lines.push(...((await seeder.run(tx)) ?? []));
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
  return { seeded: true, lines };
}
