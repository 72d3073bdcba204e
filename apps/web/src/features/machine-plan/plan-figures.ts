import type { Plan, PlanRun } from '@stitchworks/shared';

/** Runs still to sew or sewing: what the plan's summary counts. */
export function openRuns(plan: Plan): PlanRun[] {
  return plan.machines.flatMap((lane) => lane.runs.filter((run) => run.status !== 'finished'));
}

/** The plan's headline figures: units and runs still to sew, and when the last machine ends. */
export function planFigures(plan: Plan) {
  const runs = openRuns(plan);
  const units = runs.reduce(
    (sum, run) => sum + run.units.filter((unit) => unit.state === 'in_run').length,
    0,
  );
  const ends = plan.machines
    .filter((lane) => lane.runs.some((run) => run.status !== 'finished'))
    .map((lane) => Date.parse(lane.estimatedEndAt))
    .filter(Number.isFinite);
  return {
    units,
    runs: runs.length,
    started: runs.filter((run) => run.status === 'started').length,
    estimatedEndMs: ends.length > 0 ? Math.max(...ends) : null,
  };
}

/** A run of the plan by its id, with its machine. */
export function findRun(plan: Plan | undefined, runId: number | null) {
  if (!plan || runId === null) return undefined;
  for (const lane of plan.machines) {
    const run = lane.runs.find((each) => each.id === runId);
    if (run) return { run, machine: lane.machine };
  }
  return undefined;
}

/** The order item and unit a scanned QR label points to (…/order/{id}/{itemId}?unit=N). */
export function unitOfScan(code: string): { orderItemId: number; unit: number } | null {
  const match = /\/order\/\d+\/(\d+)\/?\?(?:[^#]*&)?unit=(\d+)/.exec(code.trim());
  if (!match) return null;
  return { orderItemId: Number(match[1]), unit: Number(match[2]) };
}

/** The run a scan started: the started run that holds the scanned unit. */
export function runOfScan(plan: Plan, code: string): number | null {
  const scanned = unitOfScan(code);
  if (!scanned) return null;
  for (const lane of plan.machines) {
    for (const run of lane.runs) {
      if (
        run.status === 'started' &&
        run.units.some(
          (unit) => unit.orderItemId === scanned.orderItemId && unit.unit === scanned.unit,
        )
      ) {
        return run.id;
      }
    }
  }
  return null;
}
