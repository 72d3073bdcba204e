import { describe, expect, it } from 'vitest';
import type { EstimateSettings } from './estimate.ts';
import {
  firstComeFirstServed,
  type PlannerDesign,
  type PlannerMachine,
  type PlannerUnit,
  planRuns,
} from './planner.ts';

const settings: EstimateSettings = {
  colorChangeSeconds: 20,
  trimSeconds: 6,
  hoopingSeconds: 90,
  rethreadSeconds: 45,
};

const designOf = (key: string, overrides: Partial<PlannerDesign> = {}): PlannerDesign => ({
  key,
  embIds: [Number(key.replace(/\D/g, '')) || 1],
  stitches: 6000,
  colorChanges: 2,
  trims: 3,
  hoopings: 1,
  widthMm: 100,
  heightMm: 100,
  threads: [`${key}-a`, `${key}-b`, `${key}-c`],
  ...overrides,
});

const machineOf = (id: number, overrides: Partial<PlannerMachine> = {}): PlannerMachine => ({
  id,
  heads: 4,
  hoopWidthMm: 200,
  hoopHeightMm: 200,
  speedSpm: 800,
  state: 'running',
  needles: [],
  needleCount: 15,
  freeAt: 0,
  firstSequence: 1,
  ...overrides,
});

let orderId = 0;
/** `count` units of one design, each of its own order paid `hoursAgo` hours ago. */
function unitsOf(designKey: string, count: number, hoursAgo: number, rush = false): PlannerUnit[] {
  return Array.from({ length: count }, (_, index) => {
    orderId += 1;
    return {
      designKey,
      orderId,
      orderItemId: orderId,
      unit: 1,
      paidAt: Date.UTC(2026, 0, 10) - hoursAgo * 3_600_000 + index,
      rush,
    };
  });
}

const mapOf = (...designs: PlannerDesign[]) => new Map(designs.map((d) => [d.key, d]));

describe('planRuns', () => {
  it('groups a design’s units into full cycles, on one machine while it is free', () => {
    const outcome = planRuns({
      units: unitsOf('d1', 10, 5),
      designs: mapOf(designOf('d1')),
      machines: [machineOf(1)],
      settings,
    });
    expect(outcome.runs).toHaveLength(1);
    expect(outcome.runs[0]).toMatchObject({ machineId: 1, cycles: 3, rethreads: 3 });
    expect(outcome.runs[0]!.units).toHaveLength(10);
    expect(outcome.unplaced).toEqual([]);
  });

  it('places a design only on a machine whose hoop fits, and says why it cannot', () => {
    const designs = mapOf(
      designOf('d1', { widthMm: 300 }),
      designOf('d2', { widthMm: 500 }),
      designOf('d3', { heightMm: 250 }),
    );
    const machines = [
      machineOf(1),
      machineOf(2, { hoopWidthMm: 400, hoopHeightMm: 400 }),
      machineOf(3, { hoopWidthMm: 300, hoopHeightMm: 300, state: 'maintenance' }),
    ];
    const units = [...unitsOf('d1', 2, 3), ...unitsOf('d2', 1, 3)];
    const outcome = planRuns({ units, designs, machines, settings });
    expect(outcome.runs.map((run) => run.machineId)).toEqual([2]);
    expect(outcome.unplaced.map((u) => u.reason)).toEqual(['no_hoop_fits']);
    // Only the machine that is down fits d3.
    const down = planRuns({
      units: unitsOf('d3', 1, 1),
      designs,
      machines: [machineOf(1), machines[2]!],
      settings,
    });
    expect(down.unplaced.map((u) => u.reason)).toEqual(['no_machine_available']);
  });

  it('puts rush units first, then the oldest paid', () => {
    const designs = mapOf(designOf('d1'), designOf('d2'), designOf('d3'));
    const units = [...unitsOf('d1', 4, 1), ...unitsOf('d2', 4, 30), ...unitsOf('d3', 4, 2, true)];
    const outcome = planRuns({ units, designs, machines: [machineOf(1)], settings });
    expect(outcome.runs.map((run) => run.design.key)).toEqual(['d3', 'd2', 'd1']);
    expect(outcome.runs.map((run) => run.sequence)).toEqual([1, 2, 3]);
    expect(outcome.runs[1]!.startSecond).toBe(outcome.runs[0]!.endSecond);
  });

  it('keeps machines balanced: the free machine takes the next run', () => {
    const designs = mapOf(designOf('d1'), designOf('d2'), designOf('d3'), designOf('d4'));
    const units = ['d1', 'd2', 'd3', 'd4'].flatMap((key, i) => unitsOf(key, 4, 10 - i));
    const outcome = planRuns({
      units,
      designs,
      machines: [machineOf(1), machineOf(2)],
      settings,
    });
    const perMachine = [1, 2].map((id) => outcome.runs.filter((r) => r.machineId === id).length);
    expect(perMachine).toEqual([2, 2]);
  });

  it('prefers, among designs about as urgent, the one whose threads are on the needles', () => {
    const designs = mapOf(
      designOf('d1', { threads: ['black', 'white'] }),
      designOf('d2', { threads: ['red', 'blue'] }),
      designOf('d3', { threads: ['black', 'white'] }),
    );
    const units = [...unitsOf('d1', 4, 3), ...unitsOf('d2', 4, 2), ...unitsOf('d3', 4, 1)];
    const outcome = planRuns({ units, designs, machines: [machineOf(1)], settings });
    expect(outcome.runs.map((run) => run.design.key)).toEqual(['d1', 'd3', 'd2']);
    expect(outcome.runs.map((run) => run.rethreads)).toEqual([2, 0, 2]);
  });

  it('starts after a machine’s started run and numbers after it', () => {
    const outcome = planRuns({
      units: unitsOf('d1', 2, 1),
      designs: mapOf(designOf('d1')),
      machines: [machineOf(1, { freeAt: 600, firstSequence: 2 })],
      settings,
    });
    expect(outcome.runs[0]).toMatchObject({ startSecond: 600, sequence: 2 });
  });

  it('is shorter than first come, first served when designs are interleaved in paid order', () => {
    const keys = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'];
    const designs = mapOf(...keys.map((key) => designOf(key)));
    // Orders of one unit each, the designs taking turns as they were paid.
    const units = Array.from({ length: 120 }, (_, i) => unitsOf(keys[i % 6]!, 1, 200 - i)[0]!);
    const machines = [1, 2, 3].map((id) => machineOf(id, { heads: 6 }));
    const outcome = planRuns({ units, designs, machines, settings });
    expect(outcome.fcfsMakespanSeconds).toBe(
      firstComeFirstServed(units, designs, machines, settings),
    );
    expect(outcome.makespanSeconds).toBeLessThan(outcome.fcfsMakespanSeconds * 0.5);
    expect(outcome.runs.flatMap((run) => run.units)).toHaveLength(120);
  });

  it('says no machine is available when the factory has none', () => {
    const outcome = planRuns({
      units: unitsOf('d1', 1, 1),
      designs: mapOf(designOf('d1')),
      machines: [],
      settings,
    });
    expect(outcome.unplaced.map((u) => u.reason)).toEqual(['no_machine_available']);
    expect(outcome.makespanSeconds).toBe(0);
  });

  it('places nothing and says so when every machine is down', () => {
    const outcome = planRuns({
      units: unitsOf('d1', 3, 1),
      designs: mapOf(designOf('d1')),
      machines: [machineOf(1, { state: 'maintenance' })],
      settings,
    });
    expect(outcome.runs).toEqual([]);
    expect(outcome.unplaced.map((u) => u.reason)).toEqual(Array(3).fill('no_machine_available'));
  });

  it('gives a batch to the machine that finishes it first, not to a slow one that is free first', () => {
    const design = designOf('d7');
    const designs = new Map([[design.key, design]]);
    const units = unitsOf('d7', 4, 30);
    const machines = [
      machineOf(1, { heads: 1 }),
      // Busy for ten more minutes, but sews all four at once.
      machineOf(2, { heads: 6, freeAt: 600 }),
    ];
    const plan = planRuns({ units, designs, machines, settings });
    expect(plan.runs).toHaveLength(1);
    expect(plan.runs[0]).toMatchObject({ machineId: 2, cycles: 1, startSecond: 600 });
    expect(plan.makespanSeconds).toBeLessThanOrEqual(plan.fcfsMakespanSeconds);
  });

  it('is never longer than first come, first served on small mixed floors', () => {
    const designs = new Map(
      ['d11', 'd12', 'd13'].map((key, index) => [
        key,
        designOf(key, { stitches: 4000 + index * 3000 }),
      ]),
    );
    const units = [...unitsOf('d11', 3, 50), ...unitsOf('d12', 2, 40), ...unitsOf('d13', 5, 20)];
    const floors = [
      [machineOf(1, { heads: 1 }), machineOf(2, { heads: 2 })],
      [machineOf(1, { heads: 1 }), machineOf(2, { heads: 6 }), machineOf(3, { heads: 4 })],
      [machineOf(1, { heads: 1, speedSpm: 1200 }), machineOf(2, { heads: 12, speedSpm: 600 })],
    ];
    for (const machines of floors) {
      const plan = planRuns({ units, designs, machines, settings });
      expect(plan.runs.flatMap((run) => run.units)).toHaveLength(units.length);
      expect(plan.makespanSeconds).toBeLessThanOrEqual(plan.fcfsMakespanSeconds);
    }
  });
});
