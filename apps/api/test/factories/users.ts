import { hash } from '@node-rs/argon2';
import type { Role } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { startSession } from '../../src/modules/auth/sessions.ts';

export const TEST_PASSWORD = 'demo1234';
let passwordHash: Promise<string> | undefined;

export type TestUser = typeof users.$inferSelect;
let counter = 0;

/** Inserts a user (an active seller unless told otherwise) whose password is TEST_PASSWORD. */
export async function createUser(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  passwordHash ??= hash(TEST_PASSWORD);
  counter += 1;
  const role: Role = overrides.role ?? 'seller';
  const [user] = await db
    .insert(users)
    .values({
      name: `${role} ${counter}`,
      email: `${role}.${counter}.${process.pid}@example.test`,
      passwordHash: await passwordHash,
      role,
      status: 'active',
      approvedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user!;
}

export const createSeller = (db: DbOrTx, overrides: Partial<typeof users.$inferInsert> = {}) =>
  createUser(db, { ...overrides, role: 'seller' });

/** A signed-in session for the user: headers to send with `app.inject`. */
export async function authHeaders(app: FastifyInstance, user: TestUser) {
  const { privateToken } = await startSession(app.db, app.tokens, user);
  return { authorization: `Bearer ${privateToken}` };
}
