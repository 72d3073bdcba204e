/**
 * Tajima DST stitch files, read and written without a library (none exists on npm): a 512-byte
 * text header, then one 3-byte record per needle move in units of 0.1 mm, ending with the record
 * 00 00 F3. Each record packs a move of −121…+121 units per axis as sums of ±1, ±3, ±9, ±27 and
 * ±81, and the kind of move in the high bits of its third byte: a stitch, a jump (the needle
 * travels without sewing) or a colour change (a stop). The reader refuses anything that is not
 * such a file, or one that says it holds more than it does, before any of it is kept.
 */

import { fillTemplate, stitchFileMessages as m } from '@stitchworks/shared';

export const DST_HEADER_BYTES = 512;
const RECORD_BYTES = 3;
/** The largest move one record can make, per axis, in 0.1 mm. */
export const DST_MAX_MOVE = 121;
/** Far beyond any embroidery a machine sews (the largest designs are a few hundred thousand). */
export const DST_MAX_STITCHES = 1_000_000;
export const DST_MAX_BYTES = DST_HEADER_BYTES + (DST_MAX_STITCHES + 1) * RECORD_BYTES;

/**
 * Consecutive jumps a machine takes as a trim (cut the thread, travel, start again), as Tajima
 * machines' jump-code trim is commonly set and as readers such as pyembroidery count them.
 */
export const DST_TRIM_JUMPS = 3;

export type DstMoveKind = 'stitch' | 'jump' | 'color';
export type DstMove = { dx: number; dy: number; kind: DstMoveKind };

export type DstDesign = {
  /** The header's label (the design's name as the digitizing program saved it). */
  label: string;
  /** Needle moves that sew. */
  stitches: number;
  jumps: number;
  /** Trims: runs of DST_TRIM_JUMPS or more jumps in a row (a DST file has no trim record). */
  trims: number;
  colorChanges: number;
  /** Thread colours the design uses: colour changes + 1. */
  colors: number;
  /** Extents of the sewn area from the first needle position, in 0.1 mm (y grows upwards). */
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
  widthMm: number;
  heightMm: number;
  /** What the header claims (ST:), which programs count in their own ways. */
  headerStitches: number | null;
  /** The sewn runs, one list of absolute points per colour block, for the preview. */
  runs: { color: number; points: [number, number][] }[];
};

/** Why a file is not a DST we take (the API answers it as a 4xx). */
export class DstFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DstFormatError';
  }
}

// Bit values of each axis in the three bytes: [byte, bit, value].
const X_BITS: [number, number, number][] = [
  [0, 0x01, 1],
  [0, 0x02, -1],
  [0, 0x04, 9],
  [0, 0x08, -9],
  [1, 0x01, 3],
  [1, 0x02, -3],
  [1, 0x04, 27],
  [1, 0x08, -27],
  [2, 0x04, 81],
  [2, 0x08, -81],
];
const Y_BITS: [number, number, number][] = [
  [0, 0x80, 1],
  [0, 0x40, -1],
  [0, 0x20, 9],
  [0, 0x10, -9],
  [1, 0x80, 3],
  [1, 0x40, -3],
  [1, 0x20, 27],
  [1, 0x10, -27],
  [2, 0x20, 81],
  [2, 0x10, -81],
];

const decodeAxis = (bytes: number[], bits: [number, number, number][]) =>
  bits.reduce((sum, [index, bit, value]) => ((bytes[index] ?? 0) & bit ? sum + value : sum), 0);

/** Reads the header's `KEY:value` fields (LA, ST, CO, +X, …), each ended by a carriage return. */
function readHeader(bytes: Uint8Array): Map<string, string> {
  const raw = Buffer.from(bytes.subarray(0, DST_HEADER_BYTES)).toString('latin1');
  // The fields end at the header's end-of-text byte (0x1A); spaces pad it after.
  const end = raw.indexOf(String.fromCharCode(0x1a));
  const text = end === -1 ? raw : raw.slice(0, end);
  const fields = new Map<string, string>();
  for (const part of text.split(/[\r\n]/)) {
    const match = /^([A-Z+-]{2}):(.*)$/.exec(part);
    if (match?.[1] && match[2] !== undefined) fields.set(match[1], match[2].trim());
  }
  return fields;
}

export function readDst(bytes: Uint8Array): DstDesign {
  if (bytes.length > DST_MAX_BYTES) {
    throw new DstFormatError(fillTemplate(m.tooManyStitches, { max: DST_MAX_STITCHES }));
  }
  if (bytes.length < DST_HEADER_BYTES + RECORD_BYTES) {
    throw new DstFormatError(m.dstTooShort);
  }
  if (Buffer.from(bytes.subarray(0, 3)).toString('latin1') !== 'LA:') {
    throw new DstFormatError(m.notDst);
  }
  const header = readHeader(bytes);
  const claimed = header.get('ST');
  const headerStitches =
    claimed !== undefined && /^\d{1,10}$/.test(claimed) ? Number(claimed) : null;
  if (claimed !== undefined && headerStitches === null) {
    throw new DstFormatError(m.dstNoStitchCount);
  }
  const records = Math.floor((bytes.length - DST_HEADER_BYTES) / RECORD_BYTES);
  // Programs count the header's ST in their own ways (with or without jumps and the end record),
  // but a true file holds at least as many records as it claims.
  if (headerStitches !== null && headerStitches > records + 1) {
    throw new DstFormatError(m.dstCountTooHigh);
  }

  let x = 0;
  let y = 0;
  let stitches = 0;
  let jumps = 0;
  let trims = 0;
  let jumpsInRow = 0;
  let colorChanges = 0;
  const bounds = { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  const runs: DstDesign['runs'] = [{ color: 0, points: [[0, 0]] }];
  let ended = false;
  for (let offset = DST_HEADER_BYTES; offset + RECORD_BYTES <= bytes.length; offset += 3) {
    const record = [bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0];
    const [, , flags] = record as [number, number, number];
    if (flags === 0xf3 && record[0] === 0 && record[1] === 0) {
      ended = true;
      break;
    }
    // Every record has the two low bits of its third byte set.
    if ((flags & 0x03) !== 0x03) {
      throw new DstFormatError(fillTemplate(m.dstDamaged, { offset }));
    }
    x += decodeAxis(record, X_BITS);
    y += decodeAxis(record, Y_BITS);
    const current = runs[runs.length - 1] as DstDesign['runs'][number];
    const isJump = (flags & 0xc3) !== 0xc3 && (flags & 0x80) !== 0;
    jumpsInRow = isJump ? jumpsInRow + 1 : 0;
    if (jumpsInRow === DST_TRIM_JUMPS) trims += 1;
    if ((flags & 0xc3) === 0xc3) {
      colorChanges += 1;
      runs.push({ color: colorChanges, points: [[x, y]] });
    } else if (flags & 0x80) {
      jumps += 1;
      // A jump ends a sewn run; the next stitch starts a new one of the same colour.
      runs.push({ color: current.color, points: [[x, y]] });
    } else {
      stitches += 1;
      current.points.push([x, y]);
      bounds.minX = Math.min(bounds.minX, x);
      bounds.maxX = Math.max(bounds.maxX, x);
      bounds.minY = Math.min(bounds.minY, y);
      bounds.maxY = Math.max(bounds.maxY, y);
    }
  }
  if (!ended) throw new DstFormatError(m.dstCutShort);
  if (stitches === 0) throw new DstFormatError(m.dstNoStitches);

  return {
    label: header.get('LA') ?? '',
    stitches,
    jumps,
    trims,
    colorChanges,
    colors: colorChanges + 1,
    bounds,
    widthMm: (bounds.maxX - bounds.minX) / 10,
    heightMm: (bounds.maxY - bounds.minY) / 10,
    headerStitches,
    runs: runs.filter((run) => run.points.length > 1),
  };
}

/** One axis of a move as the record's bits, largest value first (balanced ternary). */
function encodeAxis(value: number, bits: [number, number, number][], record: number[]) {
  let rest = value;
  for (const weight of [81, 27, 9, 3, 1]) {
    const plus = bits.find(([, , v]) => v === weight) as [number, number, number];
    const minus = bits.find(([, , v]) => v === -weight) as [number, number, number];
    if (rest > (weight - 1) / 2) {
      record[plus[0]] = (record[plus[0]] ?? 0) | plus[1];
      rest -= weight;
    } else if (rest < -(weight - 1) / 2) {
      record[minus[0]] = (record[minus[0]] ?? 0) | minus[1];
      rest += weight;
    }
  }
}

const pad = (value: number, width: number) =>
  `${value < 0 ? '-' : '+'}${String(Math.abs(value)).padStart(width, ' ')}`;

/**
 * Writes moves as a DST file (the tests' fixtures and the demo's stitch files). A move longer than
 * one record allows is split into jumps, as digitizing programs do.
 */
export function writeDst(moves: DstMove[], label = 'DESIGN'): Uint8Array {
  const records: number[][] = [];
  let stitchCount = 0;
  let colorCount = 0;
  let x = 0;
  let y = 0;
  const extents = { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  for (const move of moves) {
    let { dx, dy } = move;
    while (Math.abs(dx) > DST_MAX_MOVE || Math.abs(dy) > DST_MAX_MOVE) {
      const stepX = Math.max(-DST_MAX_MOVE, Math.min(DST_MAX_MOVE, dx));
      const stepY = Math.max(-DST_MAX_MOVE, Math.min(DST_MAX_MOVE, dy));
      records.push(recordOf(stepX, stepY, 'jump'));
      dx -= stepX;
      dy -= stepY;
    }
    records.push(recordOf(dx, dy, move.kind));
    x += move.dx;
    y += move.dy;
    if (move.kind === 'stitch') {
      stitchCount += 1;
      extents.minX = Math.min(extents.minX, x);
      extents.maxX = Math.max(extents.maxX, x);
      extents.minY = Math.min(extents.minY, y);
      extents.maxY = Math.max(extents.maxY, y);
    }
    if (move.kind === 'color') colorCount += 1;
  }
  const header = [
    `LA:${label.slice(0, 16).padEnd(16, ' ')}`,
    `ST:${String(stitchCount).padStart(7, ' ')}`,
    `CO:${String(colorCount).padStart(3, ' ')}`,
    `+X:${String(extents.maxX).padStart(5, ' ')}`,
    `-X:${String(-extents.minX).padStart(5, ' ')}`,
    `+Y:${String(extents.maxY).padStart(5, ' ')}`,
    `-Y:${String(-extents.minY).padStart(5, ' ')}`,
    `AX:${pad(x, 5)}`,
    `AY:${pad(y, 5)}`,
    `MX:${pad(0, 5)}`,
    `MY:${pad(0, 5)}`,
    'PD:******',
  ]
    .map((field) => `${field}\r`)
    .join('');
  const bytes = new Uint8Array(DST_HEADER_BYTES + (records.length + 1) * RECORD_BYTES);
  bytes.fill(0x20, 0, DST_HEADER_BYTES);
  bytes.set(Buffer.from(`${header}\x1a`, 'latin1'), 0);
  records.forEach((record, index) => {
    bytes.set(record, DST_HEADER_BYTES + index * RECORD_BYTES);
  });
  bytes.set([0x00, 0x00, 0xf3], DST_HEADER_BYTES + records.length * RECORD_BYTES);
  return bytes;
}

function recordOf(dx: number, dy: number, kind: DstMoveKind): number[] {
  if (!Number.isInteger(dx) || !Number.isInteger(dy)) {
    throw new RangeError('A DST move is a whole number of 0.1 mm');
  }
  const record = [0, 0, 0x03];
  encodeAxis(dx, X_BITS, record);
  encodeAxis(dy, Y_BITS, record);
  if (kind === 'jump') record[2] = (record[2] ?? 0) | 0x80;
  if (kind === 'color') record[2] = (record[2] ?? 0) | 0xc3;
  return record;
}

/** Thread colours for the preview's blocks (DST files carry none: the floor picks the threads). */
const PREVIEW_PALETTE = ['#1f2937', '#b91c1c', '#1d4ed8', '#047857', '#b45309', '#7c3aed'];

/**
 * The design as an SVG drawing of its sewn runs, one colour per thread block, y upwards as the
 * machine sews it; sized in millimetres so it prints at its real size.
 */
export function dstPreviewSvg(design: DstDesign): string {
  const { minX, maxX, minY, maxY } = design.bounds;
  const margin = 10;
  const width = maxX - minX + 2 * margin;
  const height = maxY - minY + 2 * margin;
  const paths = design.runs.map((run) => {
    const d = run.points
      .map(
        ([px, py], index) =>
          `${index === 0 ? 'M' : 'L'}${px - minX + margin} ${maxY - py + margin}`,
      )
      .join('');
    const color = PREVIEW_PALETTE[run.color % PREVIEW_PALETTE.length];
    return `<path d="${d}" stroke="${color}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width / 10}mm" height="${height / 10}mm"`,
    ` viewBox="0 0 ${width} ${height}" fill="none" stroke-width="3" stroke-linecap="round"`,
    ` stroke-linejoin="round">`,
    ...paths,
    '</svg>',
  ].join('');
}
