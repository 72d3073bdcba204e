import {
  type Factory,
  type Plan,
  type PlanRun,
  type PlanRunUnit,
  PRODUCTION_OVERDUE_DAYS,
} from '@stitchworks/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { loggableError } from '../../db/loggable-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import {
  findEmbFacts,
  findMachines,
  findPlan,
  findWaitingUnits,
  lockFactoryPlan,
  type MachinePlanRow,
  type MachineRow,
  savePlan,
} from './machine-plan.repository.ts';
import { factoryFor, machineView, readPlanSettings } from './machine-plan.service.ts';
import { plannerInputOf, plannerMachineOf, trimsOf } from './plan-inputs.ts';
import { planRuns } from './planner.ts';
import {
  type AccuracyRow,
  deletePlannedRuns,
  findAccuracy,
  findRunsOfFactory,
  findUnitsOfRuns,
  insertRuns,
  insertRunUnits,
  type RunRow,
  type RunUnitViewRow,
} from './runs.repository.ts';

const DAY_MS = 86_400_000;
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Plans the factory again, in one transaction under the factory's lock: every planned (not
 * started) run is replaced by a fresh plan of the units waiting now; started runs stay.
 */
export async function planFactory(
  tx: Tx,
  storage: FileStorage,
  factory: Factory,
  plannedById: number | null,
  now = new Date(),
): Promise<Plan> {
  await lockFactoryPlan(tx, factory);
  await deletePlannedRuns(tx, factory);
  const machineRows = await findMachines(tx, factory);
  const started = await findRunsOfFactory(tx, factory, ['started']);
  const settings = await readPlanSettings(tx, factory);
  const waiting = await findWaitingUnits(tx, factory);
  const embIds = [
    ...new Set(waiting.flatMap((row) => row.emb_ids.filter((id): id is number => id !== null))),
  ];
  const facts = await findEmbFacts(tx, embIds);
  const trims = await trimsOf(tx, storage, facts);
  const { units, designs, outside } = plannerInputOf(waiting, facts, trims, now);
  const startedOf = new Map(started.map(({ run }) => [run.machineId, run]));
  const machines = machineRows.map((machine) =>
    plannerMachineOf(machine, startedOf.get(machine.id), now),
  );
  const outcome = planRuns({ units, designs, machines, settings });
  const at = (second: number) => new Date(now.getTime() + second * 1000);
  const runIds = await insertRuns(
    tx,
    outcome.runs.map((run) => ({
      factory,
      machineId: run.machineId,
      sequence: run.sequence,
      embIds: run.design.embIds,
      design: designs.get(run.design.key)!.view,
      heads: run.heads,
      cycles: run.cycles,
      estimatedSeconds: run.estimatedSeconds,
      rethreads: run.rethreads,
      setupSeconds: run.setupSeconds,
      startsAt: at(run.startSecond),
      endsAt: at(run.endSecond),
    })),
  );
  await insertRunUnits(
    tx,
    outcome.runs.flatMap((run, index) =>
      run.units.map((unit) => ({
        runId: runIds[index] as number,
        orderId: unit.orderId,
        orderItemId: unit.orderItemId,
        unit: unit.unit,
      })),
    ),
  );
  const meta = {
    factory,
    plannedAt: now,
    plannedById,
    makespanSeconds: outcome.makespanSeconds,
    fcfsMakespanSeconds: outcome.fcfsMakespanSeconds,
    unplaced: outcome.unplaced.map(({ unit, reason, embId }) => ({
      orderId: unit.orderId,
      orderCode: unit.orderCode,
      orderItemId: unit.orderItemId,
      unit: unit.unit,
      reason,
      embId,
    })),
    waitingOutsidePlan: outside,
  };
  await savePlan(tx, meta);
  // The answer is built from what was just written; only the started runs' units are read.
  const startedUnits = await findUnitsOfRuns(
    tx,
    started.map(({ run }) => run.id),
  );
  const rushBefore = now.getTime() - PRODUCTION_OVERDUE_DAYS * DAY_MS;
  const views = started.map(({ run, startedByName }) =>
    runView(
      run,
      startedByName,
      startedUnits.filter((row) => row.run_id === run.id).map((row) => unitView(row, rushBefore)),
    ),
  );
  outcome.runs.forEach((run, index) => {
    views.push({
      id: runIds[index] as number,
      machineId: run.machineId,
      status: 'planned',
      sequence: run.sequence,
      embIds: run.design.embIds,
      design: designs.get(run.design.key)!.view,
      cycles: run.cycles,
      estimatedSeconds: run.estimatedSeconds,
      rethreads: run.rethreads,
      setupSeconds: run.setupSeconds,
      startsAt: at(run.startSecond).toISOString(),
      endsAt: at(run.endSecond).toISOString(),
      startedAt: null,
      startedBy: null,
      finishedAt: null,
      actualSeconds: null,
      units: run.units.map((unit) => ({
        orderId: unit.orderId,
        orderCode: unit.orderCode,
        orderItemId: unit.orderItemId,
        unit: unit.unit,
        rush: unit.rush,
        paidAt: unit.paidAtIso,
        state: 'in_run',
        failReason: null,
        failNote: null,
      })),
    });
  });
  return assemblePlan({
    plan: meta,
    machineRows,
    runs: views,
    settings,
    accuracy: await findAccuracy(tx, factory),
  });
}

function unitView(row: RunUnitViewRow, rushBefore: number): PlanRunUnit {
  const paidAt = iso(row.paid_at);
  return {
    orderId: row.order_id,
    orderCode: row.seller_order_id,
    orderItemId: row.order_item_id,
    unit: row.unit,
    rush: paidAt !== null && new Date(paidAt).getTime() < rushBefore,
    paidAt,
    state: row.state,
    failReason: row.fail_reason,
    failNote: row.fail_note,
  };
}

function runView(run: RunRow, startedByName: string | null, units: PlanRunUnit[]): PlanRun {
  return {
    id: run.id,
    machineId: run.machineId,
    status: run.status,
    sequence: run.sequence,
    embIds: run.embIds,
    design: run.design,
    cycles: run.cycles,
    estimatedSeconds: run.estimatedSeconds,
    rethreads: run.rethreads,
    setupSeconds: run.setupSeconds,
    startsAt: run.startsAt.toISOString(),
    endsAt: run.endsAt.toISOString(),
    startedAt: iso(run.startedAt),
    startedBy: run.startedById === null ? null : { id: run.startedById, name: startedByName ?? '' },
    finishedAt: iso(run.finishedAt),
    actualSeconds: run.actualSeconds,
    units,
  };
}

/** The plan from its parts: each machine's runs in their order (started first). */
function assemblePlan(parts: {
  plan: Pick<
    MachinePlanRow,
    'factory' | 'plannedAt' | 'makespanSeconds' | 'fcfsMakespanSeconds' | 'unplaced'
  > & { waitingOutsidePlan: number };
  machineRows: MachineRow[];
  runs: PlanRun[];
  settings: Plan['settings'];
  accuracy: AccuracyRow[];
}): Plan {
  const { plan } = parts;
  const runsOf = new Map<number, PlanRun[]>();
  for (const run of [...parts.runs].sort((a, b) => a.sequence - b.sequence || a.id - b.id)) {
    const list = runsOf.get(run.machineId) ?? [];
    list.push(run);
    runsOf.set(run.machineId, list);
  }
  return {
    factory: plan.factory,
    plannedAt: plan.plannedAt.toISOString(),
    settings: parts.settings,
    makespanSeconds: plan.makespanSeconds,
    fcfsMakespanSeconds: plan.fcfsMakespanSeconds,
    machines: parts.machineRows.map((machine) => {
      const list = runsOf.get(machine.id) ?? [];
      const last = list[list.length - 1];
      return {
        machine: machineView(machine),
        estimatedEndAt: last ? last.endsAt : plan.plannedAt.toISOString(),
        busySeconds: list.reduce((sum, run) => sum + run.estimatedSeconds, 0),
        runs: list,
      };
    }),
    unplaced: plan.unplaced,
    waitingOutsidePlan: plan.waitingOutsidePlan,
    accuracy: parts.accuracy.map((row) => ({
      machineId: row.machine_id,
      finishedRuns: row.finished_runs,
      estimatedSeconds: row.estimated_seconds,
      actualSeconds: row.actual_seconds,
    })),
  };
}

/** The factory's stored plan as the screens read it; null when it was never planned. */
export async function readPlan(db: DbOrTx, factory: Factory, now = new Date()) {
  const plan = await findPlan(db, factory);
  if (!plan) return null;
  const machineRows = await findMachines(db, factory);
  const runs = await findRunsOfFactory(db, factory);
  const units = await findUnitsOfRuns(
    db,
    runs.map(({ run }) => run.id),
  );
  const rushBefore = now.getTime() - PRODUCTION_OVERDUE_DAYS * DAY_MS;
  const unitsOf = new Map<number, PlanRunUnit[]>();
  for (const row of units) {
    const list = unitsOf.get(row.run_id) ?? [];
    list.push(unitView(row, rushBefore));
    unitsOf.set(row.run_id, list);
  }
  return assemblePlan({
    plan,
    machineRows,
    runs: runs.map(({ run, startedByName }) =>
      runView(run, startedByName, unitsOf.get(run.id) ?? []),
    ),
    settings: await readPlanSettings(db, factory),
    accuracy: await findAccuracy(db, factory),
  });
}

/** POST /production/plan: plans the factory now; the answer is read inside the transaction. */
export async function replan(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  asked: Factory | undefined,
): Promise<Plan> {
  const factory = factoryFor(caller, asked);
  return withTransaction(db, async (tx) => {
    return planFactory(tx, storage, factory, caller.id);
  });
}

/** GET /production/plan: the stored plan; a factory never planned is planned first. */
export async function getPlan(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  asked: Factory | undefined,
): Promise<Plan> {
  const factory = factoryFor(caller, asked);
  return (await readPlan(db, factory)) ?? replan(db, storage, caller, factory);
}

/**
 * After a machine or the settings changed: a factory that has a plan is planned again, so no run
 * stays on a machine that is down or too small. Best effort: the change itself is committed.
 */
export async function replanIfPlanned(
  db: Db,
  storage: FileStorage,
  factory: Factory,
  actorId: number,
): Promise<void> {
  if (!(await findPlan(db, factory))) return;
  try {
    await withTransaction(db, (tx) => planFactory(tx, storage, factory, actorId));
  } catch (error) {
    console.error('Re-planning after a machine change failed', loggableError(error));
  }
}
