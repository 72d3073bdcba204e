import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { authHeaders, createUser } from '../../../test/factories/users.ts';
import { inventories, inventoryMovements, notifications } from '../../db/schema/index.ts';

describe.skipIf(!testDatabaseUrl)('stock adjustments under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
  });
  afterAll(() => t.close());

  it('20 adjustments at once all apply, each with its movement, and warn once', async () => {
    const keepers = await Promise.all(
      Array.from({ length: 4 }, () => createUser(t.db, { role: 'inventory_manager' })),
    );
    const headers = await Promise.all(keepers.map((keeper) => authHeaders(t.app, keeper)));
    const [row] = await t.db
      .insert(inventories)
      .values({ catalogId: 7, color: 'Black', size: 'm', quantity: 100, warningThreshold: 90 })
      .returning();
    // All takes, so the stock falls past the threshold exactly once whatever the order.
    const deltas = Array.from({ length: 20 }, (_, i) => (i % 4 === 0 ? -3 : -1));
    const answers = await Promise.all(
      deltas.map((quantity, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/inventories',
          headers: headers[i % headers.length]!,
          payload: { id: row!.id, quantity },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(deltas.map(() => 200));
    const [stored] = await t.db.select().from(inventories).where(eq(inventories.id, row!.id));
    const sum = deltas.reduce((total, delta) => total + delta, 0);
    expect(stored!.quantity).toBe(100 + sum);
    const moves = await t.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.inventoryId, row!.id));
    expect(moves).toHaveLength(20);
    expect(moves.reduce((total, move) => total + move.delta, 0)).toBe(sum);
    // 100 − 5·3 − 15·1 = 70 < 90: one crossing, one warning per keeper.
    const warned = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, keepers[0]!.id));
    expect(warned.filter((note) => note.type === 11)).toHaveLength(1);
  });

  it('concurrent takes never drive the stock below 0', async () => {
    const keeper = await createUser(t.db, { role: 'inventory_manager' });
    const headers = await authHeaders(t.app, keeper);
    const [row] = await t.db
      .insert(inventories)
      .values({ catalogId: 7, color: 'White', size: 'm', quantity: 10 })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/inventories',
          headers,
          payload: { id: row!.id, quantity: -3 },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    const [stored] = await t.db.select().from(inventories).where(eq(inventories.id, row!.id));
    expect(stored!.quantity).toBe(1);
  });
});
