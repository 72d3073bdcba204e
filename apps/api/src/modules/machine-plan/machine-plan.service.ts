import {
  DEFAULT_PLAN_SETTINGS,
  type Factory,
  factories,
  MACHINE_MAX_PER_FACTORY,
  type Machine,
  machinePlanMessages as m,
  type machineInputSchema,
  type PlanSettings,
  type planSettingsInputSchema,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isUniqueViolation } from '../auth/db-errors.ts';
import {
  countMachines,
  deleteMachine,
  findMachine,
  findMachines,
  findPlanSettings,
  hasStartedRun,
  insertMachine,
  type MachineRow,
  type PlanSettingsRow,
  updateMachine,
  upsertPlanSettings,
} from './machine-plan.repository.ts';
import { deletePlannedRunsOfMachine } from './runs.repository.ts';

type MachineInput = z.output<typeof machineInputSchema>;
type SettingsInput = z.output<typeof planSettingsInputSchema>;

/** The factories a staff member works in: every factory for an admin or one with none listed. */
export function factoriesOf(caller: AuthUser): readonly Factory[] {
  if (caller.role === 'admin' || caller.factories.length === 0) return factories;
  return caller.factories;
}

/** The factory a call is about: the one asked for, if the caller works there, else their first. */
export function factoryFor(caller: AuthUser, asked: Factory | undefined): Factory {
  const mine = factoriesOf(caller);
  if (asked === undefined) return caller.factories[0] ?? (mine[0] as Factory);
  if (!mine.includes(asked)) throw new AppError('FORBIDDEN', m.factoryNotYours);
  return asked;
}

/** A machine of one of the caller's factories; not found otherwise. */
async function visibleMachine(db: DbOrTx, caller: AuthUser, id: number, lock = false) {
  const machine = await findMachine(db, id, lock);
  if (!machine || !factoriesOf(caller).includes(machine.factory)) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  return machine;
}

export function machineView(row: MachineRow): Machine {
  return {
    id: row.id,
    factory: row.factory,
    name: row.name,
    heads: row.heads,
    hoopWidthMm: row.hoopWidthMm,
    hoopHeightMm: row.hoopHeightMm,
    speedSpm: row.speedSpm,
    state: row.state,
    needles: row.needles,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMachines(db: Db, caller: AuthUser, factory: Factory | undefined) {
  const rows = await findMachines(db, factoryFor(caller, factory));
  return rows.map(machineView);
}

const nameTaken = (error: unknown) =>
  isUniqueViolation(error) ? new AppError('CONFLICT', m.nameTaken) : error;

export async function createMachine(db: Db, caller: AuthUser, input: MachineInput) {
  const factory = factoryFor(caller, input.factory);
  try {
    return await withTransaction(db, async (tx) => {
      if ((await countMachines(tx, factory)) >= MACHINE_MAX_PER_FACTORY) {
        throw new AppError('CONFLICT', m.tooManyMachines);
      }
      return machineView(await insertMachine(tx, { ...input, factory }));
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/**
 * Changes a machine. Moved to another factory (the caller working in both), it leaves its planned
 * runs behind (their units wait again); a machine sewing a started run stays where it is.
 */
export async function editMachine(db: Db, caller: AuthUser, id: number, input: MachineInput) {
  try {
    return await withTransaction(db, async (tx) => {
      const machine = await visibleMachine(tx, caller, id, true);
      const factory = factoryFor(caller, input.factory);
      if (factory !== machine.factory) {
        if (await hasStartedRun(tx, id)) throw new AppError('CONFLICT', m.machineHasStartedRun);
        await deletePlannedRunsOfMachine(tx, id);
      }
      const row = (await updateMachine(tx, id, { ...input, factory })) as MachineRow;
      return {
        machine: machineView(row),
        movedFrom: factory !== machine.factory ? machine.factory : null,
      };
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** Deleting a machine drops its planned runs (their units wait again); a started run stops it. */
export async function removeMachine(db: Db, caller: AuthUser, id: number) {
  return withTransaction(db, async (tx) => {
    const machine = await visibleMachine(tx, caller, id, true);
    if (await hasStartedRun(tx, id)) throw new AppError('CONFLICT', m.machineHasStartedRun);
    await deleteMachine(tx, id);
    return machine.factory;
  });
}

export function settingsView(factory: Factory, row: PlanSettingsRow | undefined): PlanSettings {
  const source = row ?? DEFAULT_PLAN_SETTINGS;
  return {
    factory,
    colorChangeSeconds: source.colorChangeSeconds,
    trimSeconds: source.trimSeconds,
    hoopingSeconds: source.hoopingSeconds,
    rethreadSeconds: source.rethreadSeconds,
    shiftStart: source.shiftStart,
    shiftHours: source.shiftHours,
  };
}

export async function readPlanSettings(db: DbOrTx, factory: Factory) {
  return settingsView(factory, await findPlanSettings(db, factory));
}

export async function getPlanSettings(db: Db, caller: AuthUser, factory: Factory | undefined) {
  return readPlanSettings(db, factoryFor(caller, factory));
}

export async function savePlanSettings(db: Db, caller: AuthUser, input: SettingsInput) {
  const factory = factoryFor(caller, input.factory);
  const row = await upsertPlanSettings(db, { ...input, factory });
  return settingsView(factory, row);
}
