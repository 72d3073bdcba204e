import { type PlanDesign, PRODUCTION_OVERDUE_DAYS } from '@stitchworks/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { readDst } from '../embs/dst.ts';
import {
  type EmbFactsRow,
  type MachineRow,
  saveEmbTrims,
  type WaitingUnitRow,
} from './machine-plan.repository.ts';
import {
  needleCountOf,
  type PlannerDesign,
  type PlannerMachine,
  type PlannerUnit,
} from './planner.ts';
import type { RunRow } from './runs.repository.ts';

const DAY_MS = 86_400_000;

/** A waiting unit as the planner takes it, with what the plan shows of it. */
export type WaitingUnit = PlannerUnit & { orderCode: string; paidAtIso: string | null };

/**
 * Trims of each stitch file: kept once counted; counted from the DST file when it was never read
 * or the job's file changed since (a new upload); 0 for a job with no file to read.
 */
export async function trimsOf(
  db: DbOrTx,
  storage: FileStorage,
  facts: readonly EmbFactsRow[],
): Promise<Map<number, number>> {
  const trims = new Map<number, number>();
  const counted: { embId: number; fileKey: string | null; trims: number }[] = [];
  for (const row of facts) {
    if (row.sewing_known && row.trims_file_key === row.file_key) {
      trims.set(row.id, row.trims ?? 0);
      continue;
    }
    let count = 0;
    if (row.file_key) {
      const bytes = await storage.get(row.file_key);
      try {
        count = bytes ? readDst(bytes).trims : 0;
      } catch {
        // The file was read when it was accepted; one unreadable now counts no trims.
        count = 0;
      }
    }
    trims.set(row.id, count);
    counted.push({ embId: row.id, fileKey: row.file_key, trims: count });
  }
  await saveEmbTrims(db, counted);
  return trims;
}

/** The design a unit's stitch files make: their sums, their largest extent, their threads. */
function designOf(
  embIds: number[],
  facts: ReadonlyMap<number, EmbFactsRow>,
  trims: ReadonlyMap<number, number>,
): PlannerDesign & { view: PlanDesign } {
  const rows = embIds.map((id) => facts.get(id) as EmbFactsRow);
  const recorded = rows.flatMap((row) => row.thread_colors ?? []);
  // A design whose threads nobody recorded shares none with another design.
  const threads = rows.flatMap((row) =>
    row.thread_colors && row.thread_colors.length > 0
      ? row.thread_colors
      : Array.from({ length: Math.max(1, row.colors ?? 1) }, (_, k) => `emb${row.id}:${k}`),
  );
  const stitches = rows.reduce((sum, row) => sum + row.stitches, 0);
  const colorChanges = rows.reduce((sum, row) => sum + Math.max(0, (row.colors ?? 1) - 1), 0);
  const trimCount = rows.reduce((sum, row) => sum + (trims.get(row.id) ?? 0), 0);
  const widthMm = Math.max(...rows.map((row) => (row.width_tenths ?? 0) / 10));
  const heightMm = Math.max(...rows.map((row) => (row.height_tenths ?? 0) / 10));
  const first = rows[0] as EmbFactsRow;
  const withPreview = rows.find((row) => row.has_preview);
  return {
    key: [...embIds].sort((a, b) => a - b).join('+'),
    embIds,
    stitches,
    colorChanges,
    trims: trimCount,
    hoopings: rows.length,
    widthMm,
    heightMm,
    threads,
    view: {
      imageUrl: first.image_url,
      previewSvg: null,
      previewUrl: withPreview ? `/api/embs/${withPreview.id}/preview.svg` : null,
      stitches,
      colorChanges,
      trims: trimCount,
      widthMm,
      heightMm,
      threadColors: [...new Set(recorded)],
    },
  };
}

/** The units the plan may hold, the designs they sew, and how many wait outside it. */
export function plannerInputOf(
  waiting: readonly WaitingUnitRow[],
  facts: readonly EmbFactsRow[],
  trims: ReadonlyMap<number, number>,
  now: Date,
) {
  const factsById = new Map(facts.map((row) => [row.id, row]));
  const designs = new Map<string, PlannerDesign & { view: PlanDesign }>();
  const units: WaitingUnit[] = [];
  let outside = 0;
  const rushBefore = now.getTime() - PRODUCTION_OVERDUE_DAYS * DAY_MS;
  for (const row of waiting) {
    const embIds = row.emb_ids.filter((id): id is number => id !== null);
    if (!row.ready || embIds.length === 0 || embIds.some((id) => !factsById.has(id))) {
      outside += 1;
      continue;
    }
    const key = [...embIds].sort((a, b) => a - b).join('+');
    if (!designs.has(key)) designs.set(key, designOf(embIds, factsById, trims));
    const paidAt = row.paid_at === null ? null : new Date(row.paid_at);
    units.push({
      designKey: key,
      orderId: row.order_id,
      orderCode: row.seller_order_id,
      orderItemId: row.order_item_id,
      unit: row.unit,
      paidAt: paidAt?.getTime() ?? null,
      paidAtIso: paidAt?.toISOString() ?? null,
      rush: paidAt !== null && paidAt.getTime() < rushBefore,
    });
  }
  return { units, designs, outside };
}

/** A machine as the planner takes it: free when its started run is estimated to end. */
export function plannerMachineOf(
  machine: MachineRow,
  started: RunRow | undefined,
  now: Date,
): PlannerMachine {
  const endsAt = started ? started.endsAt.getTime() : now.getTime();
  const startedThreads = started?.design.threadColors ?? [];
  return {
    id: machine.id,
    heads: machine.heads,
    hoopWidthMm: machine.hoopWidthMm,
    hoopHeightMm: machine.hoopHeightMm,
    speedSpm: machine.speedSpm,
    state: machine.state,
    needles: [...machine.needles, ...startedThreads],
    needleCount: needleCountOf(machine.needles),
    freeAt: Math.max(0, Math.round((endsAt - now.getTime()) / 1000)),
    firstSequence: started ? started.sequence + 1 : 1,
  };
}
