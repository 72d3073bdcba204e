import type { Plan, PlanRun } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { planFigures, runOfScan, unitOfScan } from './plan-figures';

const unit = (orderItemId: number, unitNo: number, state: 'in_run' | 'failed' | 'done') => ({
  orderId: 9,
  orderCode: 'SW-9',
  orderItemId,
  unit: unitNo,
  rush: false,
  paidAt: null,
  state,
  failReason: null,
  failNote: null,
});

const run = (id: number, status: PlanRun['status'], units: PlanRun['units']): PlanRun => ({
  id,
  machineId: 1,
  status,
  sequence: id,
  embIds: [1],
  design: {
    imageUrl: 'https://example.com/a.png',
    previewSvg: null,
    previewUrl: null,
    stitches: 1000,
    colorChanges: 2,
    trims: 1,
    widthMm: 80,
    heightMm: 80,
    threadColors: [],
  },
  cycles: 1,
  estimatedSeconds: 600,
  rethreads: 0,
  setupSeconds: 0,
  startsAt: '2026-11-30T01:00:00Z',
  endsAt: '2026-11-30T01:10:00Z',
  startedAt: null,
  startedBy: null,
  finishedAt: null,
  actualSeconds: null,
  units,
});

const plan = {
  machines: [
    {
      machine: { id: 1 },
      estimatedEndAt: '2026-11-30T03:00:00Z',
      busySeconds: 0,
      runs: [
        run(1, 'finished', [unit(5, 1, 'done')]),
        run(2, 'started', [unit(7, 1, 'in_run'), unit(7, 2, 'failed')]),
        run(3, 'planned', [unit(8, 1, 'in_run'), unit(8, 2, 'in_run')]),
      ],
    },
    { machine: { id: 2 }, estimatedEndAt: '2026-11-30T09:00:00Z', busySeconds: 0, runs: [] },
  ],
} as unknown as Plan;

describe('planFigures', () => {
  it('counts the units still in open runs, and the end of the last machine with work', () => {
    expect(planFigures(plan)).toEqual({
      units: 3,
      runs: 2,
      started: 1,
      estimatedEndMs: Date.parse('2026-11-30T03:00:00Z'),
    });
  });
});

describe('a scanned label', () => {
  it('is read as its item and unit, as a URL or a path', () => {
    expect(unitOfScan('https://app.example.com/order/9/7?unit=2')).toEqual({
      orderItemId: 7,
      unit: 2,
    });
    expect(unitOfScan(' /order/9/7?from=qr&unit=12 ')).toEqual({ orderItemId: 7, unit: 12 });
    expect(unitOfScan('SW-9')).toBeNull();
  });

  it('finds the started run holding the unit', () => {
    expect(runOfScan(plan, '/order/9/7?unit=1')).toBe(2);
    expect(runOfScan(plan, '/order/9/8?unit=1')).toBeNull();
  });
});
