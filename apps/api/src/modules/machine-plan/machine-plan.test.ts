import { machinePlanMessages as m, type Plan, productionMessages } from '@stitchworks/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testItem } from '../../../test/factories/orders.ts';
import { paidOrder } from '../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { embSewing, machineRunUnits, productionScans } from '../../db/schema/index.ts';
import {
  machineInput,
  planCalls,
  readStitchFile,
  runsOf,
  storedStitchFile,
} from './machine-plan-setup.ts';

type Headers = Record<string, string>;
const design = (name: string) => `https://cdn.example.test/designs/plan-${name}.png`;
const item = (name: string, quantity: number) => ({
  ...testItem,
  quantity,
  designImages: [{ imageUrl: design(name), location: 'front' as const }],
});

describe('the machine planner: machines, plans, runs', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerH: Headers;
  let adminH: Headers;
  let managerH: Headers;
  let producerH: Headers;
  let euProducerH: Headers;
  let euManagerH: Headers;
  let api: ReturnType<typeof planCalls>;

  beforeAll(async () => {
    t = await createTestApp();
    api = planCalls(t.app);
    seller = await createSeller(t.db, { creditCents: 5_000_000 });
    sellerH = await authHeaders(t.app, seller);
    adminH = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    managerH = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'manager', factories: ['vn1'] }),
    );
    producerH = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'producer', factories: ['vn1'] }),
    );
    euProducerH = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'producer', factories: ['eu1'] }),
    );
    euManagerH = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'manager', factories: ['eu1'] }),
    );
  });
  afterAll(() => t.close());

  it('refuses sellers everywhere (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/machines'],
      ['GET', '/api/production/plan'],
      ['GET', '/api/production/plan-settings'],
      ['POST', '/api/production/plan'],
      ['POST', '/api/production/runs/1/start'],
    ] as const) {
      const res = await api.call(method, url, sellerH, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
    }
    const res = await api.call('POST', '/api/machines', sellerH, machineInput());
    expect(res.statusCode).toBe(403);
  });

  it('validates a machine with the shared messages (400)', async () => {
    const res = await api.call(
      'POST',
      '/api/machines',
      managerH,
      machineInput({
        name: ' ',
        heads: 21,
        hoopWidthMm: 40,
        speedSpm: 5000,
        needles: Array.from({ length: 16 }, () => '#000000'),
      }),
    );
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details as { path: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'This field is required' },
        { path: 'heads', message: 'This field must have maximum' },
        { path: 'hoopWidthMm', message: 'This field must have minimum' },
        { path: 'speedSpm', message: 'This field must have maximum' },
        { path: 'needles', message: 'This field must have maximum' },
      ]),
    );
    const colour = await api.call(
      'POST',
      '/api/machines',
      managerH,
      machineInput({ needles: ['red'] }),
    );
    expect(colour.json().error.details).toEqual([
      { path: 'needles.0', message: m.needleColorFormat },
    ]);
    const settings = await api.call('PUT', '/api/production/plan-settings', managerH, {
      factory: 'vn1',
      colorChangeSeconds: -1,
      trimSeconds: 5,
      hoopingSeconds: 60,
      rethreadSeconds: 30,
      shiftStart: '25:00',
      shiftHours: 8,
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'colorChangeSeconds', message: 'This field must have minimum' },
        { path: 'shiftStart', message: m.shiftStartFormat },
      ]),
    );
  });

  it('keeps each factory’s machines to its own staff, and names unique in a factory', async () => {
    const added = await api.addMachine(managerH, { name: 'Tajima A' });
    const twin = await api.call(
      'POST',
      '/api/machines',
      managerH,
      machineInput({ name: 'tajima a' }),
    );
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.message).toBe(m.nameTaken);
    const elsewhere = await api.call(
      'POST',
      '/api/machines',
      managerH,
      machineInput({ factory: 'eu1' }),
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.message).toBe(m.factoryNotYours);
    const byProducer = await api.call('POST', '/api/machines', producerH, machineInput());
    expect(byProducer.statusCode).toBe(403);
    const euList = await api.call('GET', '/api/machines?factory=vn1', euProducerH);
    expect(euList.statusCode).toBe(403);
    const euEdit = await api.call(
      'PUT',
      `/api/machines/${added.id}`,
      euManagerH,
      machineInput({ factory: 'eu1' }),
    );
    expect(euEdit.statusCode).toBe(404);
    const list = await api.call('GET', '/api/machines', producerH);
    expect(list.json().data.map((row: { name: string }) => row.name)).toContain('Tajima A');
    const gone = await api.call('DELETE', `/api/machines/${added.id}`, managerH);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(m.deleted);
  });

  it('groups units by design onto machines whose hoop fits, and says why others are unplaced', async () => {
    const small = await readStitchFile(t.db, seller, design('small'), {
      widthMm: 90,
      heightMm: 60,
      threads: ['#000000', '#ffffff'],
    });
    const wide = await readStitchFile(t.db, seller, design('wide'), {
      widthMm: 300,
      heightMm: 100,
    });
    const huge = await readStitchFile(t.db, seller, design('huge'), {
      widthMm: 600,
      heightMm: 600,
    });
    const first = await paidOrder(t.db, seller, { items: [item('small', 5), item('wide', 2)] });
    const second = await paidOrder(t.db, seller, { items: [item('small', 4), item('huge', 1)] });
    const six = await api.addMachine(managerH, { name: 'Six heads', heads: 6 });
    const big = await api.addMachine(managerH, {
      name: 'Big hoop',
      heads: 2,
      hoopWidthMm: 400,
      hoopHeightMm: 400,
    });
    const plan = await api.replan(producerH);
    const runs = runsOf(plan);
    // The nine small units share cycles; the wide ones sew only on the big hoop.
    const smallRuns = runs.filter((run) => run.embIds.includes(small.id));
    expect(smallRuns.flatMap((run) => run.units)).toHaveLength(9);
    for (const run of runs) {
      const heads = run.machineId === six.id ? 6 : 2;
      expect(run.cycles).toBe(Math.ceil(run.units.length / heads));
      expect(new Set(run.embIds).size).toBe(1);
    }
    const wideRuns = runs.filter((run) => run.embIds.includes(wide.id));
    expect(wideRuns.map((run) => run.machineId)).toEqual([big.id]);
    expect(wideRuns[0]!.units.map((unit) => unit.orderId)).toEqual([first.id, first.id]);
    expect(plan.unplaced).toEqual([
      {
        orderId: second.id,
        orderCode: second.sellerOrderId,
        orderItemId: second.items[1]!.id,
        unit: 1,
        reason: 'no_hoop_fits',
        embId: huge.id,
      },
    ]);
    // Each run's estimate is its file's: stitches ÷ speed + changes + trims + hooping per cycle.
    const run = smallRuns[0]!;
    const cycle = (8000 / 800) * 60 + 2 * 20 + 4 * 6 + 90;
    expect(run.estimatedSeconds).toBe(Math.round(run.cycles * cycle + run.setupSeconds));
    expect(run.design).toMatchObject({ stitches: 8000, colorChanges: 2, trims: 4 });
    expect(plan.makespanSeconds).toBeGreaterThan(0);
    expect(plan.fcfsMakespanSeconds).toBeGreaterThanOrEqual(plan.makespanSeconds);

    // The big hoop goes down: the wide units have no machine left.
    const down = await api.call(
      'PUT',
      `/api/machines/${big.id}`,
      managerH,
      machineInput({
        name: 'Big hoop',
        heads: 2,
        hoopWidthMm: 400,
        hoopHeightMm: 400,
        state: 'maintenance',
      }),
    );
    expect(down.statusCode).toBe(200);
    const after = (await api.call('GET', '/api/production/plan', producerH)).json().data as Plan;
    expect(runsOf(after).some((r) => r.embIds.includes(wide.id))).toBe(false);
    expect(after.unplaced.filter((u) => u.embId === wide.id).map((u) => u.reason)).toEqual([
      'no_machine_available',
      'no_machine_available',
    ]);
    // Another factory's staff do not see this plan.
    expect(
      (await api.call('GET', '/api/production/plan?factory=vn1', euProducerH)).statusCode,
    ).toBe(403);
  });

  it('leaves out designs waiting for the seller’s approval, and counts trims from a stored DST file', async () => {
    await readStitchFile(t.db, seller, design('approval'), { approval: 'waiting' });
    const jump = { dx: 10, dy: 0, kind: 'jump' as const };
    const moves = [
      { dx: 10, dy: 0, kind: 'stitch' as const },
      jump,
      jump,
      jump,
      { dx: 10, dy: 10, kind: 'stitch' as const },
      jump,
      jump,
      jump,
      { dx: 10, dy: 10, kind: 'stitch' as const },
    ];
    const stored = await storedStitchFile(t.app, t.db, seller, design('stored'), moves);
    // An order waiting for approval stays On-design: put it in production as the floor would.
    const waiting = await paidOrder(t.db, seller, { items: [item('approval', 2)] });
    await paidOrder(t.db, seller, { items: [item('stored', 1)] });
    await t.db.execute(`update orders set production_status = 1 where id = ${waiting.id}`);
    const plan = await api.replan(producerH);
    expect(plan.waitingOutsidePlan).toBe(2);
    const run = runsOf(plan).find((r) => r.embIds.includes(stored.id))!;
    expect(run.design.trims).toBe(2);
    const [kept] = await t.db.select().from(embSewing).where(eq(embSewing.embId, stored.id));
    expect(kept).toMatchObject({ trims: 2, fileKey: stored.fileKey });
  });

  it('starts a run once, by id or by scanning a unit, and refuses another factory’s staff', async () => {
    const plan = await api.replan(producerH);
    const planned = runsOf(plan).filter((run) => run.status === 'planned');
    const first = [...planned].sort((a, b) => b.units.length - a.units.length)[0];
    const second = planned.find((run) => run !== first);
    const euStart = await api.call('POST', `/api/production/runs/${first!.id}/start`, euProducerH);
    expect(euStart.statusCode).toBe(404);
    const started = await api.call('POST', `/api/production/runs/${first!.id}/start`, producerH);
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe(m.runStarted);
    const run = runsOf(started.json().data).find((r: { id: number }) => r.id === first!.id)!;
    expect(run).toMatchObject({ status: 'started', startedBy: { id: expect.any(Number) } });
    const again = await api.call('POST', `/api/production/runs/${first!.id}/start`, producerH);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.runAlreadyStarted);

    const bad = await api.call('POST', '/api/production/runs/start-by-scan', producerH, {
      code: 'hello',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(m.scanCodeInvalid);
    const unit = second!.units[0]!;
    const code = `https://portal.example.test/order/${unit.orderId}/${unit.orderItemId}?unit=${unit.unit}`;
    const sameMachine = second!.machineId === first!.machineId;
    const byScan = await api.call('POST', '/api/production/runs/start-by-scan', producerH, {
      code,
    });
    if (sameMachine) {
      // A machine sews one run at a time.
      expect(byScan.statusCode).toBe(409);
      expect(byScan.json().error.message).toBe(m.machineHasStartedRun);
    } else {
      expect(byScan.statusCode).toBe(200);
    }
    const firstUnit = first!.units[0]!;
    const inStarted = await api.call('POST', '/api/production/runs/start-by-scan', producerH, {
      code: `/order/${firstUnit.orderId}/${firstUnit.orderItemId}?unit=${firstUnit.unit}`,
    });
    expect(inStarted.statusCode).toBe(409);
    expect(inStarted.json().error.message).toBe(m.runAlreadyStarted);
    const nowhere = await api.call('POST', '/api/production/runs/start-by-scan', producerH, {
      code: `/order/${firstUnit.orderId}/${firstUnit.orderItemId}?unit=999`,
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().error.message).toBe(m.unitNotInPlannedRun);
    // A machine with a started run cannot be deleted.
    const del = await api.call('DELETE', `/api/machines/${first!.machineId}`, managerH);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(m.machineHasStartedRun);
  });

  it('takes a failed unit out with its reason, plans it again, and finishing marks the rest embroidered', async () => {
    const plan = (await api.call('GET', '/api/production/plan', producerH)).json().data as Plan;
    const run = runsOf(plan).find((r) => r.status === 'started' && r.units.length >= 2)!;
    expect(run).toBeDefined();
    const [failing, ...rest] = run.units;
    const invalid = await api.call('POST', `/api/production/runs/${run.id}/fail-unit`, producerH, {
      orderItemId: failing!.orderItemId,
      unit: failing!.unit,
      reason: 'weather',
    });
    expect(invalid.statusCode).toBe(400);
    const failed = await api.call('POST', `/api/production/runs/${run.id}/fail-unit`, producerH, {
      orderItemId: failing!.orderItemId,
      unit: failing!.unit,
      reason: 'thread_break',
      note: 'Broke at the second colour',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().message).toBe(m.unitFailed);
    const shown = runsOf(failed.json().data).find((r: { id: number }) => r.id === run.id)!;
    expect(shown.units[0]).toMatchObject({
      state: 'failed',
      failReason: 'thread_break',
      failNote: 'Broke at the second colour',
    });
    const twice = await api.call('POST', `/api/production/runs/${run.id}/fail-unit`, producerH, {
      orderItemId: failing!.orderItemId,
      unit: failing!.unit,
      reason: 'other',
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe(m.unitNotInRun);

    // The failed unit waits again: the next plan holds it in a planned run.
    const replanned = await api.replan(producerH);
    const holding = runsOf(replanned).find((r) =>
      r.units.some(
        (u) =>
          u.orderItemId === failing!.orderItemId &&
          u.unit === failing!.unit &&
          u.state === 'in_run',
      ),
    );
    expect(holding?.status).toBe('planned');
    // The started run stayed as it was.
    expect(runsOf(replanned).find((r) => r.id === run.id)?.status).toBe('started');

    const finished = await api.call('POST', `/api/production/runs/${run.id}/finish`, producerH);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().message).toBe(m.runFinished);
    for (const unit of rest) {
      const scans = await t.db
        .select()
        .from(productionScans)
        .where(
          and(
            eq(productionScans.orderItemId, unit.orderItemId),
            eq(productionScans.unit, unit.unit),
            eq(productionScans.step, 'embroidered'),
          ),
        );
      expect(scans).toHaveLength(1);
    }
    const failedScans = await t.db
      .select()
      .from(productionScans)
      .where(
        and(
          eq(productionScans.orderItemId, failing!.orderItemId),
          eq(productionScans.unit, failing!.unit),
        ),
      );
    expect(failedScans).toHaveLength(0);
    const units = await t.db
      .select()
      .from(machineRunUnits)
      .where(eq(machineRunUnits.runId, run.id));
    expect(units.filter((u) => u.state === 'done')).toHaveLength(rest.length);
    const data = finished.json().data as Plan;
    expect(runsOf(data).some((r) => r.id === run.id)).toBe(false);
    expect(data.accuracy).toEqual([
      expect.objectContaining({ machineId: run.machineId, finishedRuns: 1 }),
    ]);
    const again = await api.call('POST', `/api/production/runs/${run.id}/finish`, producerH);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.runAlreadyFinished);
    // The floor's page shows the units embroidered.
    const page = await api.call('GET', `/api/order_items/${rest[0]!.orderItemId}`, producerH);
    const floorUnit = page
      .json()
      .data.units.find((u: { unit: number }) => u.unit === rest[0]!.unit);
    expect(floorUnit.embroidered).not.toBeNull();
  });

  it('does not finish over a unit whose order was put on hold: it is taken out, then the rest finish', async () => {
    const held = await readStitchFile(t.db, seller, design('held'));
    const kept = await paidOrder(t.db, seller, { items: [item('held', 1)] });
    const paused = await paidOrder(t.db, seller, { items: [item('held', 1)] });
    const plan = await api.replan(producerH);
    const run = runsOf(plan).find((r) => r.embIds.includes(held.id))!;
    expect(run.units.map((u) => u.orderId).sort()).toEqual([kept.id, paused.id].sort());
    expect(
      (await api.call('POST', `/api/production/runs/${run.id}/start`, producerH)).statusCode,
    ).toBe(200);
    const hold = await api.call('PUT', `/api/orders/${paused.id}/production_status`, managerH, {
      productionStatus: 4,
      reason: 'The customer changed the address',
    });
    expect(hold.statusCode).toBe(200);
    const blocked = await api.call('POST', `/api/production/runs/${run.id}/finish`, producerH);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(productionMessages.notInProduction);
    const out = await api.call('POST', `/api/production/runs/${run.id}/fail-unit`, producerH, {
      orderItemId: paused.items[0]!.id,
      unit: 1,
      reason: 'other',
      note: 'Order on hold',
    });
    expect(out.statusCode).toBe(200);
    const finished = await api.call('POST', `/api/production/runs/${run.id}/finish`, producerH);
    expect(finished.statusCode).toBe(200);
    const scans = await t.db
      .select()
      .from(productionScans)
      .where(eq(productionScans.orderItemId, kept.items[0]!.id));
    expect(scans.map((scan) => scan.step)).toEqual(['embroidered']);
    // The held order's unit is not planned again while it is on hold.
    const next = await api.replan(producerH);
    expect(runsOf(next).some((r) => r.units.some((u) => u.orderId === paused.id))).toBe(false);
  });

  it('keeps plan settings per factory, with defaults until saved', async () => {
    const before = await api.call('GET', '/api/production/plan-settings?factory=eu1', euManagerH);
    expect(before.json().data).toMatchObject({ factory: 'eu1', hoopingSeconds: 90 });
    const saved = await api.call('PUT', '/api/production/plan-settings', euManagerH, {
      factory: 'eu1',
      colorChangeSeconds: 15,
      trimSeconds: 4,
      hoopingSeconds: 70,
      rethreadSeconds: 40,
      shiftStart: '07:30',
      shiftHours: 10,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(m.settingsSaved);
    const read = await api.call('GET', '/api/production/plan-settings', euProducerH);
    expect(read.json().data).toMatchObject({
      factory: 'eu1',
      hoopingSeconds: 70,
      shiftStart: '07:30',
    });
    const byProducer = await api.call('PUT', '/api/production/plan-settings', euProducerH, {
      factory: 'eu1',
      colorChangeSeconds: 15,
      trimSeconds: 4,
      hoopingSeconds: 70,
      rethreadSeconds: 40,
      shiftStart: '07:30',
      shiftHours: 10,
    });
    expect(byProducer.statusCode).toBe(403);
    const vn = await api.call('GET', '/api/production/plan-settings?factory=vn1', adminH);
    expect(vn.json().data.hoopingSeconds).toBe(90);
  });
});
