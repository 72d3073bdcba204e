import type { Factory, FailedUnitReason } from '@stitchworks/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { recordsTable } from '../../db/records.ts';
import { machineRuns, machineRunUnits, users } from '../../db/schema/index.ts';

export type RunRow = typeof machineRuns.$inferSelect;
export type NewRunRow = typeof machineRuns.$inferInsert;
export type RunUnitRow = typeof machineRunUnits.$inferSelect;

/** The runs of the machine plan and their units (planned, started, finished). */
export function findRunsOfFactory(
  db: DbOrTx,
  factory: Factory,
  statuses: RunRow['status'][] = ['planned', 'started'],
) {
  return db
    .select({ run: machineRuns, startedByName: users.name })
    .from(machineRuns)
    .leftJoin(users, eq(users.id, machineRuns.startedById))
    .where(and(eq(machineRuns.factory, factory), inArray(machineRuns.status, statuses)))
    .orderBy(asc(machineRuns.machineId), asc(machineRuns.sequence), asc(machineRuns.id));
}

export type RunUnitViewRow = {
  run_id: number;
  order_id: number;
  seller_order_id: string;
  paid_at: Date | string | null;
  order_item_id: number;
  unit: number;
  state: RunUnitRow['state'];
  fail_reason: FailedUnitReason | null;
  fail_note: string | null;
};

/** The units of these runs with their order's code and payment time. */
export function findUnitsOfRuns(db: DbOrTx, runIds: number[]) {
  if (runIds.length === 0) return Promise.resolve([] as RunUnitViewRow[]);
  return queryRows<RunUnitViewRow>(
    db,
    sql`
    select u.run_id, u.order_id, o.seller_order_id, o.paid_at, u.order_item_id, u.unit, u.state,
      u.fail_reason, u.fail_note
    from machine_run_units u join orders o on o.id = u.order_id
    where u.run_id = any(${`{${runIds.join(',')}}`}::int[])
    order by u.run_id, u.id`,
  );
}

export async function deletePlannedRunsOfMachine(db: DbOrTx, machineId: number) {
  await db
    .delete(machineRuns)
    .where(and(eq(machineRuns.machineId, machineId), eq(machineRuns.status, 'planned')));
}

export async function deletePlannedRuns(db: DbOrTx, factory: Factory) {
  await db
    .delete(machineRuns)
    .where(and(eq(machineRuns.factory, factory), eq(machineRuns.status, 'planned')));
}

/**
 * Inserts the runs in one statement, sent column by column, with ids taken from the sequence
 * first so each run's units can name it; returns the ids in the order of `rows`.
 */
export async function insertRuns(db: DbOrTx, rows: NewRunRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('machine_runs', 'id'))::int as id
        from generate_series(1, ${rows.length}::int)`,
    )
  ).map((row) => row.id);
  const records = rows.map((row, index) => ({
    id: ids[index] as number,
    factory: row.factory,
    machine_id: row.machineId,
    sequence: row.sequence,
    emb_ids: row.embIds,
    design: row.design,
    heads: row.heads,
    cycles: row.cycles,
    estimated_seconds: row.estimatedSeconds,
    rethreads: row.rethreads ?? 0,
    setup_seconds: row.setupSeconds ?? 0,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
  }));
  await db.execute(sql`
    insert into machine_runs (id, factory, machine_id, sequence, emb_ids, design, heads, cycles,
      estimated_seconds, rethreads, setup_seconds, starts_at, ends_at)
    select r.id, r.factory, r.machine_id, r.sequence,
      array(select jsonb_array_elements_text(r.emb_ids)::int), r.design, r.heads, r.cycles,
      r.estimated_seconds, r.rethreads, r.setup_seconds, r.starts_at::timestamptz,
      r.ends_at::timestamptz
    from ${recordsTable(records, {
      id: 'int',
      factory: 'text',
      machine_id: 'int',
      sequence: 'int',
      emb_ids: 'jsonb',
      design: 'jsonb',
      heads: 'smallint',
      cycles: 'int',
      estimated_seconds: 'int',
      rethreads: 'int',
      setup_seconds: 'int',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
    })}`);
  return ids;
}

export async function insertRunUnits(
  db: DbOrTx,
  rows: { runId: number; orderId: number; orderItemId: number; unit: number }[],
) {
  for (let start = 0; start < rows.length; start += 5000) {
    const batch = rows.slice(start, start + 5000).map((row) => ({
      run_id: row.runId,
      order_id: row.orderId,
      order_item_id: row.orderItemId,
      unit: row.unit,
    }));
    await db.execute(sql`
      insert into machine_run_units (run_id, order_id, order_item_id, unit)
      select r.run_id, r.order_id, r.order_item_id, r.unit
      from ${recordsTable(batch, {
        run_id: 'int',
        order_id: 'int',
        order_item_id: 'int',
        unit: 'smallint',
      })}`);
  }
}

export async function findRun(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(machineRuns).where(eq(machineRuns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** planned → started, once: the second of two at once finds no planned row. */
export async function markRunStarted(db: DbOrTx, id: number, userId: number, now: Date) {
  const [row] = await db
    .update(machineRuns)
    .set({
      status: 'started',
      startedAt: now,
      startedById: userId,
      startsAt: now,
      endsAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${machineRuns.estimatedSeconds})`,
    })
    .where(and(eq(machineRuns.id, id), eq(machineRuns.status, 'planned')))
    .returning();
  return row;
}

/** started → finished, once, with the real time since it started. */
export async function markRunFinished(db: DbOrTx, id: number, userId: number, now: Date) {
  const [row] = await db
    .update(machineRuns)
    .set({
      status: 'finished',
      finishedAt: now,
      finishedById: userId,
      actualSeconds: sql`greatest(0, round(extract(epoch from ${now.toISOString()}::timestamptz - ${machineRuns.startedAt})))::int`,
    })
    .where(and(eq(machineRuns.id, id), eq(machineRuns.status, 'started')))
    .returning();
  return row;
}

export function findRunUnits(db: DbOrTx, runId: number) {
  return db
    .select()
    .from(machineRunUnits)
    .where(eq(machineRunUnits.runId, runId))
    .orderBy(asc(machineRunUnits.id));
}

export async function markRunUnitsDone(db: DbOrTx, runId: number) {
  await db
    .update(machineRunUnits)
    .set({ state: 'done' })
    .where(and(eq(machineRunUnits.runId, runId), eq(machineRunUnits.state, 'in_run')));
}

export async function markRunUnitFailed(
  db: DbOrTx,
  where: { runId: number; orderItemId: number; unit: number },
  fail: { reason: FailedUnitReason; note: string | null; userId: number; at: Date },
) {
  const [row] = await db
    .update(machineRunUnits)
    .set({
      state: 'failed',
      failReason: fail.reason,
      failNote: fail.note,
      failedAt: fail.at,
      failedById: fail.userId,
    })
    .where(
      and(
        eq(machineRunUnits.runId, where.runId),
        eq(machineRunUnits.orderItemId, where.orderItemId),
        eq(machineRunUnits.unit, where.unit),
        eq(machineRunUnits.state, 'in_run'),
      ),
    )
    .returning();
  return row;
}

/** The unfinished run holding a unit, if any. */
export async function findOpenRunOfUnit(db: DbOrTx, orderItemId: number, unit: number) {
  const [row] = await db
    .select({ run: machineRuns })
    .from(machineRunUnits)
    .innerJoin(machineRuns, eq(machineRuns.id, machineRunUnits.runId))
    .where(
      and(
        eq(machineRunUnits.orderItemId, orderItemId),
        eq(machineRunUnits.unit, unit),
        eq(machineRunUnits.state, 'in_run'),
      ),
    );
  return row?.run;
}

export type AccuracyRow = {
  machine_id: number;
  finished_runs: number;
  estimated_seconds: number;
  actual_seconds: number;
};

/**
 * Per machine: its finished runs that sewed something, their estimate beside their real time.
 */
export function findAccuracy(db: DbOrTx, factory: Factory) {
  return queryRows<AccuracyRow>(
    db,
    sql`
    select r.machine_id, count(*)::int as finished_runs,
      coalesce(sum(r.estimated_seconds), 0)::int as estimated_seconds,
      coalesce(sum(r.actual_seconds), 0)::int as actual_seconds
    from machine_runs r
    where r.factory = ${factory} and r.status = 'finished' and r.actual_seconds is not null
      and exists (select 1 from machine_run_units u where u.run_id = r.id and u.state = 'done')
    group by r.machine_id
    order by r.machine_id`,
  );
}
