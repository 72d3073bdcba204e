import { stockMovementNotes } from '@stitchworks/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { catalogs, inventories, inventoryMovements, users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/demo.ts';

/** The demo's stocked blanks: the tees, hoodie and sweatshirt in their common colours and sizes. */
const stockedCatalogs = [1, 2, 3, 7];
const commonColors = ['Black', 'White', 'Navy', 'Sport Grey'];
const commonSizes = ['s', 'm', 'l', 'xl', 'xxl'];
const THRESHOLD = 10;
/** A few rows already below the threshold, so the warning report and filter show something. */
const lowRows = new Set(['7|Black|xxl', '1|Navy|s', '2|White|m', '3|Sport Grey|xl']);

/** A stable quantity between 12 and 119 for a row (the same on every fresh install). */
function quantityOf(catalogId: number, color: string, size: string): number {
  const key = `${catalogId}|${color}|${size}`;
  if (lowRows.has(key)) return key.length % 5;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 1_000;
  return 12 + (hash % 108);
}

export const inventoryDemoSeeder: DemoSeeder = {
  name: 'inventory',
  run: async (tx: Tx) => {
    const blanks = await tx
      .select({ id: catalogs.id, factory: catalogs.factory })
      .from(catalogs)
      .where(inArray(catalogs.id, stockedCatalogs));
    if (blanks.length === 0) return [];
    const [keeper] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'inventory_manager@example.com'));
    const now = new Date();
    const rows = blanks.flatMap((blank) =>
      commonColors.flatMap((color) =>
        commonSizes.map((size) => {
          const quantity = quantityOf(blank.id, color, size);
          return {
            factory: blank.factory,
            catalogId: blank.id,
            color,
            size,
            quantity,
            warningThreshold: THRESHOLD,
            lowSince: quantity < THRESHOLD ? now : null,
          };
        }),
      ),
    );
    const inserted = await tx.insert(inventories).values(rows).onConflictDoNothing().returning();
    if (inserted.length > 0) {
      await tx.insert(inventoryMovements).values(
        inserted.map((row) => ({
          inventoryId: row.id,
          delta: row.quantity,
          quantityAfter: row.quantity,
          reason: 'created',
          note: stockMovementNotes.openingStock,
          userId: keeper?.id ?? null,
        })),
      );
    }
    const low = inserted.filter((row) => row.lowSince).length;
    return inserted.length > 0
      ? [`Inventory: ${inserted.length} stock rows (${low} below their warning threshold)`]
      : [];
  },
};
