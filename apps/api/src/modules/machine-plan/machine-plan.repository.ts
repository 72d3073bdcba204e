import type { Factory, UnplacedUnit } from '@stitchworks/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import {
  embSewing,
  machinePlans,
  machineRuns,
  machines,
  planSettings,
} from '../../db/schema/index.ts';
import { codeOf } from '../../db/schema/order-codes.ts';

export type MachineRow = typeof machines.$inferSelect;
export type NewMachineRow = typeof machines.$inferInsert;
export type PlanSettingsRow = typeof planSettings.$inferSelect;
export type MachinePlanRow = typeof machinePlans.$inferSelect;

export function findMachines(db: DbOrTx, factory: Factory) {
  return db
    .select()
    .from(machines)
    .where(eq(machines.factory, factory))
    .orderBy(asc(machines.name), asc(machines.id));
}

export async function findMachine(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(machines).where(eq(machines.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function countMachines(db: DbOrTx, factory: Factory): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(machines)
    .where(eq(machines.factory, factory));
  return row?.count ?? 0;
}

export async function insertMachine(db: DbOrTx, values: NewMachineRow) {
  const [row] = await db.insert(machines).values(values).returning();
  return row as MachineRow;
}

export async function updateMachine(db: DbOrTx, id: number, values: Partial<NewMachineRow>) {
  const [row] = await db
    .update(machines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(machines.id, id))
    .returning();
  return row;
}

export async function deleteMachine(db: DbOrTx, id: number) {
  await db.delete(machines).where(eq(machines.id, id));
}

export async function hasStartedRun(db: DbOrTx, machineId: number): Promise<boolean> {
  const rows = await db
    .select({ id: machineRuns.id })
    .from(machineRuns)
    .where(and(eq(machineRuns.machineId, machineId), eq(machineRuns.status, 'started')))
    .limit(1);
  return rows.length > 0;
}

export async function findPlanSettings(db: DbOrTx, factory: Factory) {
  const [row] = await db.select().from(planSettings).where(eq(planSettings.factory, factory));
  return row;
}

export async function upsertPlanSettings(db: DbOrTx, values: typeof planSettings.$inferInsert) {
  const { factory: _factory, ...rest } = values;
  const [row] = await db
    .insert(planSettings)
    .values(values)
    .onConflictDoUpdate({ target: planSettings.factory, set: { ...rest, updatedAt: new Date() } })
    .returning();
  return row as PlanSettingsRow;
}

/** Re-plans of one factory run one after the other (the lock ends with the transaction). */
export async function lockFactoryPlan(db: DbOrTx, factory: Factory) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`machine-plan:${factory}`}))`);
}

export type WaitingUnitRow = {
  order_id: number;
  seller_order_id: string;
  paid_at: Date | string | null;
  order_item_id: number;
  unit: number;
  emb_ids: (number | null)[];
  ready: boolean;
};

/**
 * The factory's units waiting to be embroidered: orders In-production, each unit without a
 * standing 'embroidered' scan and in no unfinished run. `ready` when every design of its item has
 * an accepted DST file whose stitches were read and that no seller approval holds back.
 */
export function findWaitingUnits(db: DbOrTx, factory: Factory) {
  return queryRows<WaitingUnitRow>(
    db,
    sql`
    with items as (
      select o.id as order_id, o.seller_order_id, o.user_id, o.paid_at, i.id as order_item_id,
        i.quantity, i.design_images
      from orders o join order_items i on i.order_id = o.id
      where o.status_code = ${codeOf('status', 'processing')} and o.production_status = 1
        and o.factory_code = ${codeOf('factory', factory)} and o.archived_at is null
        and jsonb_array_length(i.design_images) > 0
    ), designs as (
      select it.order_item_id, array_agg(e.id order by d.ord) as emb_ids,
        bool_and(e.id is not null and e.status = 'accepted' and e.format = 'dst'
          and e.stitches is not null and (e.approval is null or e.approval = 'approved')) as ready
      from items it
      cross join lateral jsonb_array_elements(it.design_images) with ordinality d(image, ord)
      left join embs e on e.user_id = it.user_id and e.image_url = d.image->>'imageUrl'
      group by it.order_item_id
    )
    select it.order_id, it.seller_order_id, it.paid_at, it.order_item_id, u.unit, ds.emb_ids,
      ds.ready
    from items it
    join designs ds on ds.order_item_id = it.order_item_id
    cross join lateral generate_series(1, it.quantity) u(unit)
    where not exists (
        select 1 from production_scans s
        where s.order_item_id = it.order_item_id and s.unit = u.unit and s.step = 'embroidered'
          and s.undone_at is null)
      and not exists (
        select 1 from machine_run_units r
        where r.order_item_id = it.order_item_id and r.unit = u.unit and r.state = 'in_run')
    order by it.paid_at nulls last, it.order_id, it.order_item_id, u.unit`,
  );
}

export type EmbFactsRow = {
  id: number;
  image_url: string;
  stitches: number;
  colors: number | null;
  width_tenths: number | null;
  height_tenths: number | null;
  has_preview: boolean;
  file_key: string | null;
  trims: number | null;
  trims_file_key: string | null;
  sewing_known: boolean;
  thread_colors: string[] | null;
};

/** What the planner reads of these stitch files, with their counted trims when known. */
export function findEmbFacts(db: DbOrTx, embIds: number[]) {
  if (embIds.length === 0) return Promise.resolve([] as EmbFactsRow[]);
  return queryRows<EmbFactsRow>(
    db,
    sql`
    select e.id, e.image_url, e.stitches, e.colors, e.width_tenths, e.height_tenths,
      e.preview_svg is not null as has_preview, e.file_key, s.trims, s.file_key as trims_file_key,
      s.emb_id is not null as sewing_known, s.thread_colors
    from embs e left join emb_sewing s on s.emb_id = e.id
    where e.id = any(${`{${embIds.join(',')}}`}::int[])`,
  );
}

export async function saveEmbTrims(
  db: DbOrTx,
  rows: { embId: number; fileKey: string | null; trims: number }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(embSewing)
    .values(rows)
    .onConflictDoUpdate({
      target: embSewing.embId,
      set: { fileKey: sql`excluded.file_key`, trims: sql`excluded.trims` },
    });
}

export async function findPlan(db: DbOrTx, factory: Factory) {
  const [row] = await db.select().from(machinePlans).where(eq(machinePlans.factory, factory));
  return row;
}

export async function savePlan(
  db: DbOrTx,
  values: {
    factory: Factory;
    plannedAt: Date;
    plannedById: number | null;
    makespanSeconds: number;
    fcfsMakespanSeconds: number;
    unplaced: UnplacedUnit[];
    waitingOutsidePlan: number;
  },
) {
  const { factory: _factory, ...rest } = values;
  await db
    .insert(machinePlans)
    .values(values)
    .onConflictDoUpdate({ target: machinePlans.factory, set: rest });
}
