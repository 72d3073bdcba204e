import type { Db } from '../../src/db/client.ts';
import { notifications } from '../../src/db/schema/index.ts';

export type TestNotification = typeof notifications.$inferSelect;
let counter = 0;

/** Inserts a notification for the user (unviewed 'update-order' unless told otherwise). */
export async function createNotification(
  db: Db,
  userId: number,
  overrides: Partial<typeof notifications.$inferInsert> = {},
): Promise<TestNotification> {
  counter += 1;
  const [row] = await db
    .insert(notifications)
    .values({ userId, type: 1, message: `Notification ${counter}`, ...overrides })
    .returning();
  return row!;
}
