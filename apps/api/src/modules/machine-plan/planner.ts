import { MACHINE_MAX_NEEDLES, type MachineState, type UnplacedReason } from '@stitchworks/shared';
import { cycleSeconds, cyclesFor, type EstimateSettings, type SewingFacts } from './estimate.ts';

/**
 * The planner (issue 46), a pure function: waiting units, the factory's machines and settings in;
 * runs per machine and the units it could not place out. No clock, no database: times are seconds
 * from the moment of planning.
 */

/** A design as the floor sews it: one unit's stitch file(s) and their thread colours. */
export type PlannerDesign = SewingFacts & {
  /** Units with the same key sew the same files in the same threads: they share cycles. */
  key: string;
  embIds: number[];
  widthMm: number;
  heightMm: number;
  /** Thread colours in sewing order; a design without recorded colours gets its own tokens. */
  threads: string[];
};

export type PlannerUnit = {
  designKey: string;
  orderId: number;
  orderItemId: number;
  unit: number;
  /** Epoch milliseconds of payment (older first); null sorts last. */
  paidAt: number | null;
  rush: boolean;
};

export type PlannerMachine = {
  id: number;
  heads: number;
  hoopWidthMm: number;
  hoopHeightMm: number;
  speedSpm: number;
  state: MachineState;
  /** Threads on the needles when the plan starts (after a started run: that run's too). */
  needles: string[];
  /** Needles the machine has (at least the threads listed). */
  needleCount: number;
  /** Seconds from now when the machine is free (the end of its started run), 0 when free. */
  freeAt: number;
  /** The sequence of the machine's first planned run (after its started one). */
  firstSequence: number;
};

export type PlannedRun<U extends PlannerUnit = PlannerUnit> = {
  machineId: number;
  sequence: number;
  design: PlannerDesign;
  units: U[];
  heads: number;
  cycles: number;
  rethreads: number;
  setupSeconds: number;
  estimatedSeconds: number;
  startSecond: number;
  endSecond: number;
};

export type PlanOutcome<U extends PlannerUnit = PlannerUnit> = {
  runs: PlannedRun<U>[];
  unplaced: { unit: U; reason: UnplacedReason; embId: number | null }[];
  /** Seconds until the last machine is done (started runs included). */
  makespanSeconds: number;
  /** The same units sewn first come, first served: paid order, no grouping beyond a cycle. */
  fcfsMakespanSeconds: number;
};

/** A run is kept to about an hour, so one big design does not hold a machine all day. */
export const MAX_RUN_SECONDS = 3600;
/** Designs of the same urgency the planner weighs against each other for fewer thread changes. */
export const COLOUR_WINDOW = 6;

const fits = (design: PlannerDesign, machine: PlannerMachine) =>
  design.widthMm <= machine.hoopWidthMm && design.heightMm <= machine.hoopHeightMm;
const available = (machine: PlannerMachine) => machine.state !== 'maintenance';

/** Units oldest first: rush before the rest, then by payment, then by order, item and unit. */
function byUrgency(a: PlannerUnit, b: PlannerUnit): number {
  if (a.rush !== b.rush) return a.rush ? -1 : 1;
  return byPayment(a, b);
}

function byPayment(a: PlannerUnit, b: PlannerUnit): number {
  const pa = a.paidAt ?? Number.MAX_SAFE_INTEGER;
  const pb = b.paidAt ?? Number.MAX_SAFE_INTEGER;
  return pa - pb || a.orderId - b.orderId || a.orderItemId - b.orderItemId || a.unit - b.unit;
}

/** Each design's threads without repeats, worked out once per design. */
const uniqueThreads = new WeakMap<readonly string[], readonly string[]>();
function distinct(threads: readonly string[]): readonly string[] {
  let unique = uniqueThreads.get(threads);
  if (!unique) {
    unique = [...new Set(threads)];
    uniqueThreads.set(threads, unique);
  }
  return unique;
}

/**
 * The threads on a machine's needles, least recently used first out. Loading a design puts each
 * of its colours not already on a needle onto one (a rethread), taking the needle whose thread
 * was used longest ago.
 */
class NeedleState {
  /** The threads on the needles and when each was last used (parallel lists, a few dozen long). */
  private threads: string[] = [];
  private usedAt: number[] = [];
  private clock = 0;
  constructor(
    needles: readonly string[],
    private readonly capacity: number,
  ) {
    for (const thread of distinct(needles)) {
      this.threads.push(thread);
      this.usedAt.push(this.clock++);
    }
  }

  /** Needles to rethread for these threads (not counting them in). */
  missing(threads: readonly string[]): number {
    let count = 0;
    for (const thread of distinct(threads)) if (!this.threads.includes(thread)) count += 1;
    return count;
  }

  load(threads: readonly string[]): number {
    const wanted = distinct(threads);
    const rethreads = this.missing(wanted);
    const loadedAt = this.clock;
    for (const thread of wanted) {
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.usedAt[at] = this.clock++;
      else {
        this.threads.push(thread);
        this.usedAt.push(this.clock++);
      }
    }
    // The threads used longest ago come off; the ones just loaded never do.
    while (this.threads.length > Math.max(this.capacity, wanted.length)) {
      let oldest = -1;
      for (let i = 0; i < this.usedAt.length; i += 1) {
        const at = this.usedAt[i] as number;
        if (at < loadedAt && (oldest < 0 || at < (this.usedAt[oldest] as number))) oldest = i;
      }
      if (oldest < 0) break;
      this.threads.splice(oldest, 1);
      this.usedAt.splice(oldest, 1);
    }
    return rethreads;
  }
}

type Lane = {
  machine: PlannerMachine;
  at: number;
  sequence: number;
  needles: NeedleState;
};

const laneOf = (machine: PlannerMachine): Lane => ({
  machine,
  at: machine.freeAt,
  sequence: machine.firstSequence,
  needles: new NeedleState(
    machine.needles,
    Math.max(machine.needleCount, machine.needles.length, 1),
  ),
});

/** The free machine first (ties: the lower id), among `lanes` that may sew the design. */
function earliest(lanes: readonly Lane[], accept: (lane: Lane) => boolean): Lane | undefined {
  let best: Lane | undefined;
  for (const lane of lanes) {
    if (!accept(lane)) continue;
    if (!best || lane.at < best.at || (lane.at === best.at && lane.machine.id < best.machine.id)) {
      best = lane;
    }
  }
  return best;
}

type Group<U extends PlannerUnit> = { design: PlannerDesign; units: U[]; next: number };

const headOf = <U extends PlannerUnit>(group: Group<U>) => group.units[group.next] as U;

/** Why a design's units cannot be placed, or null when some machine may sew them. */
function placeability(
  design: PlannerDesign,
  machines: readonly PlannerMachine[],
): UnplacedReason | null {
  // With no machine at all, the hoop is not what is missing.
  if (machines.length === 0) return 'no_machine_available';
  const fitting = machines.filter((machine) => fits(design, machine));
  if (fitting.length === 0) return 'no_hoop_fits';
  return fitting.some(available) ? null : 'no_machine_available';
}

export function planRuns<U extends PlannerUnit>(input: {
  units: readonly U[];
  designs: ReadonlyMap<string, PlannerDesign>;
  machines: readonly PlannerMachine[];
  settings: EstimateSettings;
}): PlanOutcome<U> {
  const { designs, machines, settings } = input;
  const unplaced: PlanOutcome<U>['unplaced'] = [];
  const placeable: U[] = [];
  const reasons = new Map<string, UnplacedReason | null>();
  for (const unit of input.units) {
    const design = designs.get(unit.designKey);
    if (!design) continue;
    if (!reasons.has(design.key)) reasons.set(design.key, placeability(design, machines));
    const reason = reasons.get(design.key) ?? null;
    if (reason) unplaced.push({ unit, reason, embId: design.embIds[0] ?? null });
    else placeable.push(unit);
  }

  const working = machines.filter(available);
  const startedEnd = Math.max(0, ...machines.map((machine) => machine.freeAt));
  const makespanOf = (runs: readonly PlannedRun<U>[]) =>
    Math.max(startedEnd, ...runs.map((run) => run.endSecond));
  const grouped = groupedPlan(placeable, designs, working, settings);
  const fcfs = firstComeFirstServedRuns(placeable, designs, working, settings);
  const fcfsMakespanSeconds = makespanOf(fcfs);
  // On a floor too small for grouping to pay, sewing in paid order is the plan.
  const runs = makespanOf(grouped) <= fcfsMakespanSeconds ? grouped : fcfs;
  return { runs, unplaced, makespanSeconds: makespanOf(runs), fcfsMakespanSeconds };
}

/**
 * The plan: each design's units grouped, taken up to `heads` a cycle and about an hour a run;
 * the machine free first takes the most urgent design it can sew (rush, then the oldest paid),
 * and among the few designs nearly as urgent, the one whose threads are most on its needles.
 */
function groupedPlan<U extends PlannerUnit>(
  units: readonly U[],
  designs: ReadonlyMap<string, PlannerDesign>,
  machines: readonly PlannerMachine[],
  settings: EstimateSettings,
): PlannedRun<U>[] {
  const groups = new Map<string, Group<U>>();
  for (const unit of units) {
    const design = designs.get(unit.designKey) as PlannerDesign;
    const group = groups.get(design.key) ?? { design, units: [], next: 0 };
    group.units.push(unit);
    groups.set(design.key, group);
  }
  for (const group of groups.values()) group.units.sort(byUrgency);
  // Open designs, most urgent next unit first; a design taken from moves to its new place.
  const byHead = (a: Group<U>, b: Group<U>) => byUrgency(headOf(a), headOf(b));
  const open = [...groups.values()].sort(byHead);
  const lanes = machines.map(laneOf);
  const runs: PlannedRun<U>[] = [];
  const idle = new Set<Lane>();

  while (open.length > 0 && idle.size < lanes.length) {
    const lane = earliest(lanes, (candidate) => !idle.has(candidate)) as Lane;
    // The most urgent designs this machine can sew, as urgent as the first (rush or not).
    const window: Group<U>[] = [];
    for (const group of open) {
      if (!fits(group.design, lane.machine)) continue;
      if (window.length > 0 && headOf(group).rush !== headOf(window[0] as Group<U>).rush) break;
      window.push(group);
      if (window.length === COLOUR_WINDOW) break;
    }
    if (window.length === 0) {
      idle.add(lane);
      continue;
    }
    // The share of a design's threads not on the needles: 0 when all are, 1 when none is.
    const newShare = (group: Group<U>) =>
      lane.needles.missing(group.design.threads) / distinct(group.design.threads).length;
    let chosen = window[0] as Group<U>;
    let fewest = newShare(chosen);
    for (const group of window.slice(1)) {
      const share = newShare(group);
      if (share < fewest) {
        chosen = group;
        fewest = share;
      }
    }
    const { lane: sewer, take } = fastestFor(
      chosen.design,
      chosen.units.length - chosen.next,
      lanes.filter((candidate) => !idle.has(candidate) && fits(chosen.design, candidate.machine)),
      settings,
    );
    const taken = chosen.units.slice(chosen.next, chosen.next + take);
    chosen.next += take;
    open.splice(open.indexOf(chosen), 1);
    if (chosen.next < chosen.units.length) {
      // Back in its place by its next unit (later than the units taken).
      let at = open.findIndex((group) => byHead(chosen, group) < 0);
      if (at < 0) at = open.length;
      open.splice(at, 0, chosen);
    }
    runs.push(runOn(sewer, chosen.design, taken, settings));
  }
  return runs;
}

/** Units of one design a run on this machine takes at most: about an hour of cycles. */
function runCapacity(design: PlannerDesign, machine: PlannerMachine, settings: EstimateSettings) {
  const cycle = cycleSeconds(design, machine.speedSpm, settings);
  return Math.max(1, Math.floor(MAX_RUN_SECONDS / Math.max(cycle, 1))) * machine.heads;
}

/**
 * Where the next batch of a design goes: the batch is what the widest machine that may sew it
 * takes in a run (its share, when every machine could take some), and it goes to the machine that would finish that batch first, counting the
 * work already queued on it, its rethreading and its heads (earliest finish time). So a one-head
 * machine that happens to be free does not take four cycles of what a six-head machine, free a
 * little later, sews in one. The machine then takes the batch, or what a run of its own holds.
 */
function fastestFor(
  design: PlannerDesign,
  remaining: number,
  lanes: readonly Lane[],
  settings: EstimateSettings,
): { lane: Lane; take: number } {
  let widest = lanes[0] as Lane;
  let heads = 0;
  for (const lane of lanes) {
    heads += lane.machine.heads;
    if (lane.machine.heads > widest.machine.heads) widest = lane;
  }
  // A design with more units than one cycle of every machine is shared out: the widest machine
  // takes the cycles its share of the heads asks, so the others can sew the rest meanwhile.
  const shareCycles = Math.ceil(remaining / heads);
  const batch = Math.min(
    remaining,
    runCapacity(design, widest.machine, settings),
    shareCycles * widest.machine.heads,
  );
  let best = widest;
  let bestEnd = Number.POSITIVE_INFINITY;
  for (const lane of lanes) {
    const { machine } = lane;
    const end =
      lane.at +
      lane.needles.missing(design.threads) * settings.rethreadSeconds +
      cyclesFor(batch, machine.heads) * cycleSeconds(design, machine.speedSpm, settings);
    if (end < bestEnd || (end === bestEnd && machine.id < best.machine.id)) {
      best = lane;
      bestEnd = end;
    }
  }
  return { lane: best, take: Math.min(batch, runCapacity(design, best.machine, settings)) };
}

function runOn<U extends PlannerUnit>(
  lane: Lane,
  design: PlannerDesign,
  units: U[],
  settings: EstimateSettings,
): PlannedRun<U> {
  const { machine } = lane;
  const rethreads = lane.needles.load(design.threads);
  const cycles = cyclesFor(units.length, machine.heads);
  const setupSeconds = rethreads * settings.rethreadSeconds;
  const estimatedSeconds = Math.round(
    cycles * cycleSeconds(design, machine.speedSpm, settings) + setupSeconds,
  );
  const run: PlannedRun<U> = {
    machineId: machine.id,
    sequence: lane.sequence,
    design,
    units,
    heads: machine.heads,
    cycles,
    rethreads,
    setupSeconds,
    estimatedSeconds,
    startSecond: lane.at,
    endSecond: lane.at + estimatedSeconds,
  };
  lane.at = run.endSecond;
  lane.sequence += 1;
  return run;
}

/**
 * First come, first served: units in paid order; each cycle is the next unit and the units right
 * after it of the same design (up to the machine's heads), a run of its own on the machine free
 * first that can sew it. The baseline the plan is compared with, and the plan's floor: planRuns
 * never answers a plan longer than this one.
 */
function firstComeFirstServedRuns<U extends PlannerUnit>(
  units: readonly U[],
  designs: ReadonlyMap<string, PlannerDesign>,
  machines: readonly PlannerMachine[],
  settings: EstimateSettings,
): PlannedRun<U>[] {
  const queue = [...units].sort(byPayment);
  const lanes = machines.map(laneOf);
  const runs: PlannedRun<U>[] = [];
  let index = 0;
  while (index < queue.length) {
    const head = queue[index] as U;
    const design = designs.get(head.designKey) as PlannerDesign;
    const lane = earliest(lanes, (candidate) => fits(design, candidate.machine));
    if (!lane) {
      index += 1;
      continue;
    }
    let size = 1;
    while (
      size < lane.machine.heads &&
      index + size < queue.length &&
      (queue[index + size] as U).designKey === head.designKey
    ) {
      size += 1;
    }
    runs.push(runOn(lane, design, queue.slice(index, index + size), settings));
    index += size;
  }
  return runs;
}

/** The first-come-first-served makespan in seconds (see firstComeFirstServedRuns). */
export function firstComeFirstServed(
  units: readonly PlannerUnit[],
  designs: ReadonlyMap<string, PlannerDesign>,
  machines: readonly PlannerMachine[],
  settings: EstimateSettings,
): number {
  const runs = firstComeFirstServedRuns(units, designs, machines, settings);
  return Math.max(
    0,
    ...machines.map((machine) => machine.freeAt),
    ...runs.map((run) => run.endSecond),
  );
}

/** Needles a machine has when its record lists none: the most a machine here may have. */
export const needleCountOf = (needles: readonly string[]) =>
  needles.length > 0 ? needles.length : MACHINE_MAX_NEEDLES;
