import type {
  Factory,
  FailedUnitReason,
  MachineState,
  PlanDesign,
  RunStatus,
  RunUnitState,
  UnplacedUnit,
} from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.ts';
import { embs } from './production.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true });

/** An embroidery machine of a factory (issue 46): its heads, hoop, speed, state and threads. */
export const machines = pgTable(
  'machines',
  {
    id: serial().primaryKey(),
    factory: text().$type<Factory>().notNull(),
    name: text().notNull(),
    heads: smallint().notNull(),
    hoopWidthMm: integer().notNull(),
    hoopHeightMm: integer().notNull(),
    speedSpm: integer().notNull(),
    state: text().$type<MachineState>().notNull().default('idle'),
    /** Thread colours on the needles, needle 1 first ('#rrggbb'). */
    needles: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('machines_factory_name_key').on(t.factory, sql`lower(${t.name})`),
    check('machines_heads_range', sql`${t.heads} between 1 and 20`),
  ],
);

/** A factory's plan settings (the estimator's times and the shift the timeline shows). */
export const planSettings = pgTable('plan_settings', {
  factory: text().$type<Factory>().primaryKey(),
  colorChangeSeconds: integer().notNull(),
  trimSeconds: integer().notNull(),
  hoopingSeconds: integer().notNull(),
  rethreadSeconds: integer().notNull(),
  shiftStart: text().notNull(),
  shiftHours: smallint().notNull(),
  updatedAt: at().notNull().defaultNow(),
});

/** The factory's latest plan: when it was made, and what it could not place. */
export const machinePlans = pgTable('machine_plans', {
  factory: text().$type<Factory>().primaryKey(),
  plannedAt: at().notNull(),
  plannedById: integer().references(() => users.id, { onDelete: 'set null' }),
  makespanSeconds: integer().notNull(),
  fcfsMakespanSeconds: integer().notNull(),
  unplaced: jsonb().$type<UnplacedUnit[]>().notNull().default([]),
  waitingOutsidePlan: integer().notNull().default(0),
});

/**
 * What the planner needs of a stitch file beyond what digitizing keeps: its trims (read from the
 * DST file named by `fileKey`, read again when the job's file changes) and its thread colours.
 */
export const embSewing = pgTable('emb_sewing', {
  embId: integer()
    .primaryKey()
    .references(() => embs.id, { onDelete: 'cascade' }),
  /** The file the trims were counted in; null when there was no file to read (trims 0). */
  fileKey: text(),
  trims: integer().notNull(),
  /** Thread colours in sewing order ('#rrggbb'); empty when nobody recorded them. */
  threadColors: text().array().notNull().default(sql`'{}'::text[]`),
});

/** One run: a design sewn on a machine for some cycles of up to `heads` units. */
export const machineRuns = pgTable(
  'machine_runs',
  {
    id: serial().primaryKey(),
    factory: text().$type<Factory>().notNull(),
    machineId: integer()
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    status: text().$type<RunStatus>().notNull().default('planned'),
    sequence: integer().notNull(),
    embIds: integer().array().notNull(),
    design: jsonb().$type<PlanDesign>().notNull(),
    heads: smallint().notNull(),
    cycles: integer().notNull(),
    estimatedSeconds: integer().notNull(),
    rethreads: integer().notNull().default(0),
    setupSeconds: integer().notNull().default(0),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    startedAt: at(),
    startedById: integer().references(() => users.id, { onDelete: 'set null' }),
    finishedAt: at(),
    finishedById: integer().references(() => users.id, { onDelete: 'set null' }),
    actualSeconds: integer(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('machine_runs_factory_status_idx').on(t.factory, t.status, t.machineId, t.sequence),
    // A machine sews one run at a time.
    uniqueIndex('machine_runs_one_started_key').on(t.machineId).where(sql`${t.status} = 'started'`),
    index('machine_runs_finished_idx')
      .on(t.machineId, t.finishedAt)
      .where(sql`${t.status} = 'finished'`),
  ],
);

/** A unit of a run; a failed unit's row stays with its reason, and the unit is planned again. */
export const machineRunUnits = pgTable(
  'machine_run_units',
  {
    id: serial().primaryKey(),
    runId: integer()
      .notNull()
      .references(() => machineRuns.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    unit: smallint().notNull(),
    state: text().$type<RunUnitState>().notNull().default('in_run'),
    failReason: text().$type<FailedUnitReason>(),
    failNote: text(),
    failedAt: at(),
    failedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('machine_run_units_run_idx').on(t.runId),
    // A unit is in at most one run that is not finished (planned or started).
    uniqueIndex('machine_run_units_open_key')
      .on(t.orderItemId, t.unit)
      .where(sql`${t.state} = 'in_run'`),
  ],
);
