import type { MachineInput, Plan } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../../test/factories/users.ts';
import type { Db } from '../../db/client.ts';
import { embSewing, embs } from '../../db/schema/index.ts';
import { writeDst } from '../embs/dst.ts';

type Headers = Record<string, string>;

/**
 * The machine planner's tests: an accepted, read DST stitch file for a seller's design (what the
 * digitizing jobs leave behind), and calls of the API.
 */
export async function readStitchFile(
  db: Db,
  seller: TestUser,
  imageUrl: string,
  facts: {
    stitches?: number;
    colors?: number;
    widthMm?: number;
    heightMm?: number;
    trims?: number;
    threads?: string[];
    approval?: 'waiting' | 'approved' | null;
  } = {},
) {
  const [row] = await db
    .insert(embs)
    .values({
      userId: seller.id,
      imageUrl,
      location: 'front',
      status: 'accepted',
      approval: facts.approval ?? null,
      format: 'dst',
      fileName: 'design.dst',
      stitches: facts.stitches ?? 8000,
      colors: facts.colors ?? 3,
      widthTenths: (facts.widthMm ?? 90) * 10,
      heightTenths: (facts.heightMm ?? 60) * 10,
      acceptedAt: new Date(),
    })
    .returning();
  await db.insert(embSewing).values({
    embId: row!.id,
    fileKey: null,
    trims: facts.trims ?? 4,
    threadColors: facts.threads ?? [],
  });
  return row!;
}

/** An accepted DST job whose file is in storage, its trims not counted yet. */
export async function storedStitchFile(
  app: FastifyInstance,
  db: Db,
  seller: TestUser,
  imageUrl: string,
  moves: Parameters<typeof writeDst>[0],
) {
  const key = `embs/test-${seller.id}-${Date.now()}.dst`;
  await app.storage.put(key, Buffer.from(writeDst(moves)));
  const [row] = await db
    .insert(embs)
    .values({
      userId: seller.id,
      imageUrl,
      location: 'front',
      status: 'accepted',
      format: 'dst',
      fileKey: key,
      fileName: 'design.dst',
      stitches: moves.filter((move) => move.kind === 'stitch').length,
      colors: 1 + moves.filter((move) => move.kind === 'color').length,
      widthTenths: 500,
      heightTenths: 500,
      acceptedAt: new Date(),
    })
    .returning();
  return row!;
}

export const machineInput = (overrides: Partial<MachineInput> = {}): MachineInput => ({
  factory: 'vn1',
  name: `M-${Math.random().toString(36).slice(2, 8)}`,
  heads: 6,
  hoopWidthMm: 200,
  hoopHeightMm: 200,
  speedSpm: 800,
  state: 'running',
  needles: [],
  ...overrides,
});

export function planCalls(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    addMachine: async (headers: Headers, overrides: Partial<MachineInput> = {}) => {
      const res = await call('POST', '/api/machines', headers, machineInput(overrides));
      if (res.statusCode !== 201) throw new Error(`machine not added: ${res.body}`);
      return res.json().data as { id: number; name: string };
    },
    replan: async (headers: Headers, factory = 'vn1') => {
      const res = await call('POST', '/api/production/plan', headers, { factory });
      if (res.statusCode !== 200) throw new Error(`not planned: ${res.body}`);
      return res.json().data as Plan;
    },
  };
}

/** Every run of a plan, with its machine. */
export const runsOf = (plan: Plan) => plan.machines.flatMap((lane) => lane.runs);
