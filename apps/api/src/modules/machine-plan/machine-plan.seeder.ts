import { DEFAULT_PLAN_SETTINGS, type Factory } from '@stitchworks/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { embSewing, embs, machines, planSettings } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/demo.ts';
import { readDst, writeDst } from '../embs/dst.ts';
import { rosetteMoves } from '../embs/sample-stitches.ts';

/** Thread colours the demo's designs are sewn in (black, white, red, navy, gold, green…). */
const THREADS = ['#111111', '#ffffff', '#c8102e', '#1f2a44', '#d4a017', '#2e7d32', '#7b1fa2'];

const demoMachines: {
  factory: Factory;
  name: string;
  heads: number;
  hoop: [number, number];
  speedSpm: number;
  state: 'running' | 'idle' | 'maintenance';
  needles: string[];
}[] = [
  {
    factory: 'vn1',
    name: 'Tajima TMBR 12',
    heads: 12,
    hoop: [360, 500],
    speedSpm: 1000,
    state: 'running',
    needles: THREADS.slice(0, 6),
  },
  {
    factory: 'vn1',
    name: 'Barudan BEKY 6',
    heads: 6,
    hoop: [300, 300],
    speedSpm: 900,
    state: 'running',
    needles: THREADS.slice(1, 5),
  },
  {
    factory: 'vn1',
    name: 'Happy HCS single',
    heads: 1,
    hoop: [400, 450],
    speedSpm: 850,
    state: 'idle',
    needles: [],
  },
  {
    factory: 'vn1',
    name: 'Ricoma 8',
    heads: 8,
    hoop: [350, 400],
    speedSpm: 1000,
    state: 'maintenance',
    needles: [],
  },
  {
    factory: 'eu1',
    name: 'ZSK Racer 4',
    heads: 4,
    hoop: [300, 400],
    speedSpm: 1100,
    state: 'running',
    needles: THREADS.slice(0, 4),
  },
  {
    factory: 'eu1',
    name: 'Brother PR1055',
    heads: 1,
    hoop: [200, 300],
    speedSpm: 1000,
    state: 'idle',
    needles: [],
  },
];

/**
 * The planner's demo: a few machines per factory (one down for maintenance), each factory's plan
 * settings, and what the planner needs of the demo's accepted stitch files: their trims (the demo
 * files are rosettes, rebuilt from their counts) and thread colours.
 */
export const machinePlanDemoSeeder: DemoSeeder = {
  name: 'machine-plan',
  run: async (tx) => {
    await tx
      .insert(machines)
      .values(
        demoMachines.map(({ hoop, ...machine }) => ({
          ...machine,
          hoopWidthMm: hoop[0],
          hoopHeightMm: hoop[1],
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(planSettings)
      .values((['vn1', 'eu1'] as const).map((factory) => ({ factory, ...DEFAULT_PLAN_SETTINGS })))
      .onConflictDoNothing();
    const accepted = await tx
      .select({ id: embs.id, stitches: embs.stitches, colors: embs.colors })
      .from(embs)
      .where(and(eq(embs.status, 'accepted'), isNotNull(embs.stitches)));
    if (accepted.length === 0) return [];
    await tx
      .insert(embSewing)
      .values(
        accepted.map((emb, index) => {
          const rings = Math.max(1, emb.colors ?? 1);
          const petals = Math.max(1, Math.round((emb.stitches ?? 0) / (rings * 60)));
          return {
            embId: emb.id,
            fileKey: null,
            trims: readDst(writeDst(rosetteMoves(petals, rings))).trims,
            threadColors: Array.from(
              { length: rings },
              (_, ring) => THREADS[(index + ring) % THREADS.length] as string,
            ),
          };
        }),
      )
      .onConflictDoNothing();
    return [];
  },
};
