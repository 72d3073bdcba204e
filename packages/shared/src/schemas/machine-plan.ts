import { z } from 'zod';
import {
  failedUnitReasons,
  MACHINE_HOOP_MAX_MM,
  MACHINE_HOOP_MIN_MM,
  MACHINE_MAX_HEADS,
  MACHINE_MAX_NEEDLES,
  MACHINE_MAX_SPEED_SPM,
  MACHINE_MIN_SPEED_SPM,
  machineStates,
  PLAN_SETTING_MAX_SECONDS,
  PLAN_SHIFT_MAX_HOURS,
  runStatuses,
  runUnitStates,
  unplacedReasons,
} from '../enums/machine-plan.ts';
import { factories } from '../enums/users.ts';
import { validationMessages as m } from '../messages.ts';
import { hasNoControlCharacters, idSchema, plainNumber, textMessages } from './common.ts';

/** What the machine and plan screens and the API answer (issue 46; no spec wording exists). */
export const machinePlanMessages = {
  created: 'Machine added',
  updated: 'Machine saved',
  deleted: 'Machine deleted',
  notFound: 'Machine not found',
  nameTaken: 'This factory already has a machine with that name',
  tooManyMachines: 'This factory has as many machines as it may have',
  machineHasStartedRun: 'This machine is sewing a started run: finish it first',
  settingsSaved: 'Plan settings saved',
  planned: 'Plan updated',
  runStarted: 'Run started',
  runFinished: 'Run finished: its units are marked embroidered',
  unitFailed: 'Unit taken out of the run: it goes back to the plan',
  runNotFound: 'Run not found',
  runAlreadyStarted: 'This run has already been started',
  runNotStarted: 'This run is not started',
  runAlreadyFinished: 'This run is already finished',
  unitNotInPlannedRun: 'This unit is not in a planned run: re-plan, or check the label',
  unitNotInRun: 'This unit is not in this run',
  machineDown: 'This machine is down for maintenance',
  scanCodeInvalid: 'This is not a unit label of an order',
  noMachinesYet: 'This factory has no machines yet: add one to plan',
  factoryNotYours: 'You do not work in this factory',
  shiftStartFormat: 'Use a time like 08:00',
  needleColorFormat: 'Use a colour like #1a2b3c',
} as const;

const factorySchema = z.enum(factories, m.required);
const wholeNumber = (min: number, max: number) =>
  plainNumber(z.number({ error: m.numeric }).int(m.numeric).min(min, m.minCustom).max(max, m.max));

const needleColorSchema = z
  .string({ error: m.required })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, machinePlanMessages.needleColorFormat)
  .transform((value) => value.toLowerCase());

/** What a manager writes of a machine (POST /machines, PUT /machines/:id). */
export const machineInputSchema = z.object({
  factory: factorySchema,
  name: z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .max(60, m.max)
    .refine(hasNoControlCharacters, textMessages.forbiddenCharacter),
  heads: wholeNumber(1, MACHINE_MAX_HEADS),
  hoopWidthMm: wholeNumber(MACHINE_HOOP_MIN_MM, MACHINE_HOOP_MAX_MM),
  hoopHeightMm: wholeNumber(MACHINE_HOOP_MIN_MM, MACHINE_HOOP_MAX_MM),
  speedSpm: wholeNumber(MACHINE_MIN_SPEED_SPM, MACHINE_MAX_SPEED_SPM),
  state: z.enum(machineStates, m.required),
  /** Thread colours on the needles, needle 1 first; optional. */
  needles: z.array(needleColorSchema).max(MACHINE_MAX_NEEDLES, m.max).default([]),
});
export type MachineInput = z.input<typeof machineInputSchema>;

export const machineSchema = z.object({
  id: z.number().int(),
  factory: z.enum(factories),
  name: z.string(),
  heads: z.number().int(),
  hoopWidthMm: z.number().int(),
  hoopHeightMm: z.number().int(),
  speedSpm: z.number().int(),
  state: z.enum(machineStates),
  needles: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Machine = z.infer<typeof machineSchema>;

/** `?factory=`: the user's first factory when left out. */
export const factoryQuerySchema = z.object({ factory: z.enum(factories).optional() });
export type FactoryQuery = z.input<typeof factoryQuerySchema>;

const secondsSetting = wholeNumber(0, PLAN_SETTING_MAX_SECONDS);

/** PUT /production/plan-settings. */
export const planSettingsInputSchema = z.object({
  factory: factorySchema,
  colorChangeSeconds: secondsSetting,
  trimSeconds: secondsSetting,
  /** One hooping of every head of a cycle (unhoop the sewn units, hoop the next). */
  hoopingSeconds: secondsSetting,
  /** Putting a new thread colour on one needle between two runs. */
  rethreadSeconds: secondsSetting,
  shiftStart: z
    .string({ error: m.required })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, machinePlanMessages.shiftStartFormat),
  shiftHours: wholeNumber(1, PLAN_SHIFT_MAX_HOURS),
});
export type PlanSettingsInput = z.input<typeof planSettingsInputSchema>;

export const planSettingsSchema = z.object({
  factory: z.enum(factories),
  colorChangeSeconds: z.number().int(),
  trimSeconds: z.number().int(),
  hoopingSeconds: z.number().int(),
  rethreadSeconds: z.number().int(),
  shiftStart: z.string(),
  shiftHours: z.number().int(),
});
export type PlanSettings = z.infer<typeof planSettingsSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const planRunUnitSchema = z.object({
  orderId: z.number().int(),
  /** The seller's order id, as labels and lists show it. */
  orderCode: z.string(),
  orderItemId: z.number().int(),
  unit: z.number().int(),
  /** Rush: the order is overdue (paid PRODUCTION_OVERDUE_DAYS days ago or more). */
  rush: z.boolean(),
  paidAt: z.string().nullable(),
  state: z.enum(runUnitStates),
  failReason: z.enum(failedUnitReasons).nullable(),
  failNote: z.string().nullable(),
});
export type PlanRunUnit = z.infer<typeof planRunUnitSchema>;

/** What a run sews: its stitch file(s) summed, for the estimate and the timeline's label. */
export const planDesignSchema = z.object({
  imageUrl: z.string(),
  /** Not inlined in a plan (a plan stays small): the preview is read at previewUrl; always null here. */
  previewSvg: z.string().nullable(),
  /** The API path of the first stitch file's SVG preview. */
  previewUrl: z.string().nullable(),
  stitches: z.number().int(),
  colorChanges: z.number().int(),
  trims: z.number().int(),
  widthMm: z.number(),
  heightMm: z.number(),
  /** Thread colours the design sews with, in order, where the stitch file's job records them. */
  threadColors: z.array(z.string()),
});
export type PlanDesign = z.infer<typeof planDesignSchema>;

export const planRunSchema = z.object({
  id: z.number().int(),
  machineId: z.number().int(),
  status: z.enum(runStatuses),
  /** Place in the machine's queue (1 first). */
  sequence: z.number().int(),
  embIds: z.array(z.number().int()),
  design: planDesignSchema,
  cycles: z.number().int(),
  /** Sewing, colour changes, trims and hooping of every cycle, plus rethreading before the run. */
  estimatedSeconds: z.number().int(),
  /** Of estimatedSeconds: needles rethreaded before the run, and the seconds it takes. */
  rethreads: z.number().int(),
  setupSeconds: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  startedAt: z.string().nullable(),
  startedBy: personSchema.nullable(),
  finishedAt: z.string().nullable(),
  actualSeconds: z.number().int().nullable(),
  units: z.array(planRunUnitSchema),
});
export type PlanRun = z.infer<typeof planRunSchema>;

export const planMachineSchema = z.object({
  machine: machineSchema,
  /** When the machine's last run ends (now when it has none). */
  estimatedEndAt: z.string(),
  busySeconds: z.number().int(),
  runs: z.array(planRunSchema),
});
export type PlanMachine = z.infer<typeof planMachineSchema>;

export const unplacedUnitSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  orderItemId: z.number().int(),
  unit: z.number().int(),
  reason: z.enum(unplacedReasons),
  embId: z.number().int().nullable(),
});
export type UnplacedUnit = z.infer<typeof unplacedUnitSchema>;

export const machineAccuracySchema = z.object({
  machineId: z.number().int(),
  finishedRuns: z.number().int(),
  estimatedSeconds: z.number().int(),
  actualSeconds: z.number().int(),
});
export type MachineAccuracy = z.infer<typeof machineAccuracySchema>;

/** GET and POST /production/plan: the factory's stored plan. */
export const planSchema = z.object({
  factory: z.enum(factories),
  plannedAt: z.string(),
  settings: planSettingsSchema,
  /** Seconds from now until the last machine's queue ends. */
  makespanSeconds: z.number().int(),
  /** The same units sewn first come, first served (paid order, no grouping beyond a cycle). */
  fcfsMakespanSeconds: z.number().int(),
  machines: z.array(planMachineSchema),
  unplaced: z.array(unplacedUnitSchema),
  /**
   * Units in production that the plan cannot hold yet: a design with no accepted, read DST file,
   * or a stitch-out waiting for the seller's approval.
   */
  waitingOutsidePlan: z.number().int(),
  accuracy: z.array(machineAccuracySchema),
});
export type Plan = z.infer<typeof planSchema>;

/** POST /production/plan. */
export const replanInputSchema = z.object({ factory: z.enum(factories).optional() });
export type ReplanInput = z.input<typeof replanInputSchema>;

/** POST /production/runs/start-by-scan: what the unit's QR label holds (its page's path or URL). */
export const startRunByScanInputSchema = z.object({
  code: z.string({ error: m.required }).trim().min(1, m.required).max(500, m.max),
});
export type StartRunByScanInput = z.input<typeof startRunByScanInputSchema>;

/** POST /production/runs/:id/fail-unit. */
export const failRunUnitInputSchema = z.object({
  orderItemId: idSchema,
  unit: wholeNumber(1, 1000),
  reason: z.enum(failedUnitReasons, m.required),
  note: z
    .string()
    .trim()
    .max(500, m.max)
    .refine(hasNoControlCharacters, textMessages.forbiddenCharacter)
    .optional(),
});
export type FailRunUnitInput = z.input<typeof failRunUnitInputSchema>;
