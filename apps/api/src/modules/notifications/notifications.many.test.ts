import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { notify } from './notifications.service.ts';

describe('notifying a role of many users', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes one row for each of 17,000 users (past one statement’s 65,535 parameters)', async () => {
    await t.db.execute(sql`insert into users (name, email, role, status)
      select 'Designer ' || n, 'designer-' || n || '@many.test', 'designer', 'active'
      from generate_series(1, 17000) as n`);

    const items = await notify(t.db, { role: 'designer', type: 'ticket', message: 'To all' });

    expect(items).toHaveLength(17_000);
    const [written] = await t.db
      .select({ rows: count(), users: sql<number>`count(distinct ${notifications.userId})::int` })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(users.role, 'designer'));
    expect(written).toEqual({ rows: 17_000, users: 17_000 });
  });
});
