import {
  INVENTORY_QUANTITY_LIMIT,
  INVENTORY_THRESHOLD_MAX,
  inventoryRowDefaults,
} from '@stitchworks/shared/enums/inventory';

/** Why a typed number is refused; the form shows the message of the key. */
export type NumberProblem = 'required' | 'notNumber' | 'range' | 'belowZero';
export type Parsed = { ok: true; value: number } | { ok: false; problem: NumberProblem };

const WHOLE = /^[+-]?\d+$/;

/**
 * An adjustment typed in the table (spec 03 §5): required, a whole number greater than -1000 and
 * at most 1000, and it may not take the stock on hand below 0.
 */
export function parseAdjustment(input: string, onHand: number): Parsed {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'required' };
  if (!WHOLE.test(text)) return { ok: false, problem: 'notNumber' };
  const value = Number(text);
  if (value <= -INVENTORY_QUANTITY_LIMIT || value > INVENTORY_QUANTITY_LIMIT) {
    return { ok: false, problem: 'range' };
  }
  if (onHand + value < 0) return { ok: false, problem: 'belowZero' };
  return { ok: true, value };
}

/** A warning threshold: a whole number from 0 to 100000. */
export function parseThreshold(input: string): Parsed {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'required' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'notNumber' };
  const value = Number(text);
  if (value > INVENTORY_THRESHOLD_MAX) return { ok: false, problem: 'range' };
  return { ok: true, value };
}

/** One row of the add-rows form; quantities of new rows start at 0 to 1000. */
export type NewRow = { catalogId: number; size: string; color: string; quantity: number };

/** `count` rows with the spec's defaults (catalog 1, black, s, 1), keeping rows already typed. */
export function resizeRows(rows: readonly NewRow[], count: number): NewRow[] {
  const wanted = Math.max(1, Math.min(50, Math.trunc(count) || 1));
  const next = rows.slice(0, wanted);
  while (next.length < wanted) next.push({ ...inventoryRowDefaults });
  return next;
}

/** The index of each row that repeats an earlier one's catalog, colour and size. */
export function duplicateRows(rows: readonly NewRow[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  rows.forEach((row, index) => {
    const key = `${row.catalogId}|${row.color.trim().toLowerCase()}|${row.size.trim().toLowerCase()}`;
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

/** A signed adjustment as shown in the history: '+5', '-3', '0'. */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
