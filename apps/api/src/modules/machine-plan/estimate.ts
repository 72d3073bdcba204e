/**
 * The estimator (issue 46): how long a machine takes to sew a design, from what its stitch file
 * holds and the factory's settings. A cycle sews every head at once, so one cycle's time does not
 * depend on how many heads are filled:
 *
 *   cycle = stitches ÷ speed × 60 + colour changes × change time + trims × trim time
 *           + hooping (once per design the unit carries)
 *   run   = cycles × cycle + rethreaded needles × rethread time
 */

/** What the estimate needs of a design: its stitch file(s) summed over the unit's designs. */
export type SewingFacts = {
  stitches: number;
  colorChanges: number;
  trims: number;
  /** Hoopings per unit: one per design (location) the unit carries. */
  hoopings: number;
};

export type EstimateSettings = {
  colorChangeSeconds: number;
  trimSeconds: number;
  hoopingSeconds: number;
  rethreadSeconds: number;
};

/** Seconds one cycle takes on a machine sewing `speedSpm` stitches a minute (not rounded). */
export function cycleSeconds(
  design: SewingFacts,
  speedSpm: number,
  settings: EstimateSettings,
): number {
  return (
    (design.stitches / speedSpm) * 60 +
    design.colorChanges * settings.colorChangeSeconds +
    design.trims * settings.trimSeconds +
    design.hoopings * settings.hoopingSeconds
  );
}

/** Whole seconds a run of `cycles` cycles takes, after `rethreads` needles were rethreaded. */
export function runSeconds(
  design: SewingFacts,
  cycles: number,
  speedSpm: number,
  settings: EstimateSettings,
  rethreads = 0,
): number {
  return Math.round(
    cycles * cycleSeconds(design, speedSpm, settings) + rethreads * settings.rethreadSeconds,
  );
}

/** Cycles a machine of `heads` heads needs for `units` units of one design. */
export const cyclesFor = (units: number, heads: number) => Math.ceil(units / Math.max(1, heads));
