/**
 * The machine planner (issue 46): embroidery machines of a factory, and the runs the planner puts
 * on them. A machine that is down for maintenance gets no run.
 */
export const machineStates = ['running', 'idle', 'maintenance'] as const;
export type MachineState = (typeof machineStates)[number];

/** A multi-head machine sews the same design on every head at once. */
export const MACHINE_MAX_HEADS = 20;
/** Thread colours a machine's needles hold. */
export const MACHINE_MAX_NEEDLES = 15;
export const MACHINE_MAX_PER_FACTORY = 200;
/** A hoop's sides in whole millimetres. */
export const MACHINE_HOOP_MIN_MM = 50;
export const MACHINE_HOOP_MAX_MM = 1000;
/** Stitches per minute a machine sews at. */
export const MACHINE_MIN_SPEED_SPM = 100;
export const MACHINE_MAX_SPEED_SPM = 2000;

/** Why a unit is scanned out of a started run; it goes back to the plan. */
export const failedUnitReasons = ['thread_break', 'misplacement', 'hoop_mark', 'other'] as const;
export type FailedUnitReason = (typeof failedUnitReasons)[number];

/** Why the planner could not place a unit. */
export const unplacedReasons = ['no_hoop_fits', 'no_machine_available'] as const;
export type UnplacedReason = (typeof unplacedReasons)[number];

/** planned: in the plan, may be re-planned; started: sewing, kept; finished: sewn, its time kept. */
export const runStatuses = ['planned', 'started', 'finished'] as const;
export type RunStatus = (typeof runStatuses)[number];

/** A unit of a run: still in it, scanned out with a reason, or sewn when the run finished. */
export const runUnitStates = ['in_run', 'failed', 'done'] as const;
export type RunUnitState = (typeof runUnitStates)[number];

/**
 * A factory's plan settings before anyone changes them: seconds a colour change (a stop, the
 * machine moving to the next needle), a trim and the hooping of one cycle take, seconds to put a
 * new thread colour on a needle between two runs, and the shift the timeline shows.
 */
export const DEFAULT_PLAN_SETTINGS = {
  colorChangeSeconds: 20,
  trimSeconds: 6,
  hoopingSeconds: 90,
  rethreadSeconds: 45,
  shiftStart: '08:00',
  shiftHours: 8,
} as const;

/** Bounds of the settings (seconds). */
export const PLAN_SETTING_MAX_SECONDS = 3600;
export const PLAN_SHIFT_MAX_HOURS = 24;
