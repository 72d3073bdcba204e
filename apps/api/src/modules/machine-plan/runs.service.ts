import {
  type failRunUnitInputSchema,
  machinePlanMessages as m,
  type Plan,
  productionMessages,
  type startRunByScanInputSchema,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isUniqueViolation } from '../auth/db-errors.ts';
import { scanUnit } from '../production/production.service.ts';
import { findMachine } from './machine-plan.repository.ts';
import { factoriesOf } from './machine-plan.service.ts';
import { readPlan } from './plan.service.ts';
import {
  findOpenRunOfUnit,
  findRun,
  findRunUnits,
  markRunFinished,
  markRunStarted,
  markRunUnitFailed,
  markRunUnitsDone,
  type RunRow,
} from './runs.repository.ts';

/** A run of one of the caller's factories, locked; not found otherwise. */
async function visibleRun(tx: Tx, caller: AuthUser, id: number): Promise<RunRow> {
  const run = await findRun(tx, id, true);
  if (!run || !factoriesOf(caller).includes(run.factory)) {
    throw new AppError('NOT_FOUND', m.runNotFound);
  }
  return run;
}

/** The plan as it is after a change, read in the change's transaction. */
const planAfter = async (tx: Tx, run: RunRow) => (await readPlan(tx, run.factory)) as Plan;

/**
 * planned → started, once: the row is changed only where it is still planned, so of two producers
 * at once the second finds it started (409). A machine sews one run at a time.
 */
async function startInTransaction(tx: Tx, caller: AuthUser, runId: number) {
  const run = await visibleRun(tx, caller, runId);
  if (run.status === 'started') throw new AppError('CONFLICT', m.runAlreadyStarted);
  if (run.status !== 'planned') throw new AppError('CONFLICT', m.runAlreadyFinished);
  const machine = await findMachine(tx, run.machineId);
  if (machine?.state === 'maintenance') throw new AppError('CONFLICT', m.machineDown);
  const started = await markRunStarted(tx, runId, caller.id, new Date());
  if (!started) throw new AppError('CONFLICT', m.runAlreadyStarted);
  return planAfter(tx, started);
}

const machineBusy = (error: unknown) =>
  isUniqueViolation(error) ? new AppError('CONFLICT', m.machineHasStartedRun) : error;

export async function startRun(db: Db, caller: AuthUser, runId: number) {
  try {
    return await withTransaction(db, (tx) => startInTransaction(tx, caller, runId));
  } catch (error) {
    throw machineBusy(error);
  }
}

/** What a unit's QR label holds: …/order/{orderId}/{orderItemId}?unit=N (a URL or its path). */
export function readUnitCode(code: string) {
  const match = /\/order\/(\d{1,10})\/(\d{1,10})\/?\?(?:[^#]*&)?unit=(\d{1,4})(?:[&#]|$)/.exec(
    code.trim(),
  );
  if (!match) return null;
  const [orderId, orderItemId, unit] = match.slice(1).map(Number) as [number, number, number];
  if (![orderId, orderItemId].every((id) => id >= 1 && id <= 2_147_483_647)) return null;
  if (unit < 1 || unit > 1000) return null;
  return { orderId, orderItemId, unit };
}

/** POST /production/runs/start-by-scan: the planned run holding the scanned unit starts. */
export async function startRunByScan(
  db: Db,
  caller: AuthUser,
  input: z.output<typeof startRunByScanInputSchema>,
) {
  const unit = readUnitCode(input.code);
  if (!unit) throw new AppError('BAD_REQUEST', m.scanCodeInvalid);
  try {
    return await withTransaction(db, async (tx) => {
      const run = await findOpenRunOfUnit(tx, unit.orderItemId, unit.unit);
      if (!run || !factoriesOf(caller).includes(run.factory)) {
        throw new AppError('NOT_FOUND', m.unitNotInPlannedRun);
      }
      return startInTransaction(tx, caller, run.id);
    });
  } catch (error) {
    throw machineBusy(error);
  }
}

/** A unit scanned out of a started run with its reason: it waits again for the next plan. */
export async function failRunUnit(
  db: Db,
  caller: AuthUser,
  runId: number,
  input: z.output<typeof failRunUnitInputSchema>,
) {
  return withTransaction(db, async (tx) => {
    const run = await visibleRun(tx, caller, runId);
    if (run.status === 'planned') throw new AppError('CONFLICT', m.runNotStarted);
    if (run.status === 'finished') throw new AppError('CONFLICT', m.runAlreadyFinished);
    const now = new Date();
    const failed = await markRunUnitFailed(
      tx,
      { runId, orderItemId: input.orderItemId, unit: input.unit },
      { reason: input.reason, note: input.note || null, userId: caller.id, at: now },
    );
    if (!failed) throw new AppError('NOT_FOUND', m.unitNotInRun);
    const left = (await findRunUnits(tx, runId)).filter((unit) => unit.state === 'in_run');
    // Nothing left to sew: the run ends here (its time is not an estimate's measure).
    if (left.length === 0) await markRunFinished(tx, runId, caller.id, now);
    return planAfter(tx, run);
  });
}

/**
 * Every unit still in the run is marked embroidered through the floor's own scan (its rules:
 * order in production, steps in order, one standing scan per step), all in one transaction, and
 * the run keeps its real time. A unit someone already marked on the floor is simply done.
 */
export async function finishRun(db: Db, caller: AuthUser, runId: number) {
  return withTransaction(db, async (tx) => {
    const run = await visibleRun(tx, caller, runId);
    if (run.status === 'planned') throw new AppError('CONFLICT', m.runNotStarted);
    const finished = await markRunFinished(tx, runId, caller.id, new Date());
    if (!finished) throw new AppError('CONFLICT', m.runAlreadyFinished);
    const units = (await findRunUnits(tx, runId)).filter((unit) => unit.state === 'in_run');
    for (const unit of units) {
      try {
        await scanUnit(tx, caller, unit.orderItemId, { unit: unit.unit, step: 'embroidered' });
      } catch (error) {
        const alreadyMarked =
          error instanceof AppError && error.message === productionMessages.stepAlreadyDone;
        if (!alreadyMarked) throw error;
      }
    }
    await markRunUnitsDone(tx, runId);
    return planAfter(tx, finished);
  });
}
