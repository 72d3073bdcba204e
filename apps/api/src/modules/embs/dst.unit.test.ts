import { describe, expect, it } from 'vitest';
import {
  DST_HEADER_BYTES,
  DST_MAX_BYTES,
  DST_TRIM_JUMPS,
  DstFormatError,
  type DstMove,
  dstPreviewSvg,
  readDst,
  writeDst,
} from './dst.ts';

const stitch = (dx: number, dy: number): DstMove => ({ dx, dy, kind: 'stitch' });

/** A 20 × 10 mm rectangle in one colour, then a cross in a second colour after a jump. */
function twoColourDesign(): DstMove[] {
  return [
    stitch(100, 0),
    stitch(100, 0),
    stitch(0, 100),
    stitch(-100, 0),
    stitch(-100, 0),
    stitch(0, -100),
    { dx: 0, dy: 0, kind: 'color' },
    { dx: 50, dy: 20, kind: 'jump' },
    stitch(60, 60),
    stitch(-60, 0),
  ];
}

describe('readDst', () => {
  it('reads what writeDst wrote: stitches, jumps, colours, size and label', () => {
    const design = readDst(writeDst(twoColourDesign(), 'ROSE'));
    expect(design).toMatchObject({
      label: 'ROSE',
      stitches: 8,
      jumps: 1,
      colorChanges: 1,
      colors: 2,
      widthMm: 20,
      heightMm: 10,
      headerStitches: 8,
    });
    expect(design.bounds).toEqual({ minX: 0, maxX: 200, minY: 0, maxY: 100 });
  });

  it('reads records written by hand from the format’s bit table', () => {
    // (+1, +1) stitch: x+1 and y+1 in the first byte; (+121, −121) stitch: every x plus and y
    // minus bit; a (0, +81) jump: y+81 and the jump bit; a colour change; then the end.
    const header = new Uint8Array(DST_HEADER_BYTES).fill(0x20);
    header.set(new TextEncoder().encode('LA:HAND            \rST:      4\r'));
    const body = [0x81, 0x00, 0x03, 0x55, 0x55, 0x17, 0x00, 0x00, 0xa3, 0x00, 0x00, 0xc3];
    body.push(0x81, 0x00, 0x03, 0x00, 0x00, 0xf3);
    const design = readDst(new Uint8Array([...header, ...body]));
    expect(design).toMatchObject({ label: 'HAND', stitches: 3, jumps: 1, colorChanges: 1 });
    expect(design.runs.map((run) => run.points)).toEqual([
      [
        [0, 0],
        [1, 1],
        [122, -120],
      ],
      [
        [122, -39],
        [123, -38],
      ],
    ]);
  });

  it('decodes every move one record can make, each axis from −121 to +121', () => {
    const moves: DstMove[] = [];
    for (let value = -121; value <= 121; value += 1) {
      moves.push(stitch(value, 0 - value), stitch(0 - value, value));
    }
    const design = readDst(writeDst(moves));
    const points = design.runs.flatMap((run) => run.points);
    // Each pair returns to where it started, and the first of each pair lands on (value, −value).
    for (let index = 0; index < 243; index += 1) {
      const value = index - 121;
      expect(points[1 + 2 * index]).toEqual([value, 0 - value]);
      expect(points[2 + 2 * index]).toEqual([0, 0]);
    }
    expect(design.stitches).toBe(486);
  });

  it('splits a move longer than one record into jumps and lands where it should', () => {
    const design = readDst(writeDst([stitch(10, 0), stitch(500, -300)]));
    expect(design.jumps).toBe(4);
    expect(design.bounds).toEqual({ minX: 0, maxX: 510, minY: -300, maxY: 0 });
    expect(design.widthMm).toBe(51);
  });

  it('keeps bytes after the end record (padding some machines add) out of the design', () => {
    const file = writeDst(twoColourDesign());
    const padded = new Uint8Array(file.length + 5);
    padded.set(file);
    padded.fill(0x1a, file.length);
    expect(readDst(padded).stitches).toBe(8);
  });

  it('refuses a file that is not a DST: a renamed program, text, too short', () => {
    const elf = new Uint8Array(4096);
    elf.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]);
    expect(() => readDst(elf)).toThrow('The file is not a DST stitch file');
    const text = new TextEncoder().encode('hello '.repeat(200));
    expect(() => readDst(text)).toThrow(DstFormatError);
    expect(() => readDst(new Uint8Array(100))).toThrow('too short');
  });

  it('refuses a file cut short before its end record', () => {
    const file = writeDst(twoColourDesign());
    expect(() => readDst(file.subarray(0, file.length - 3))).toThrow('cut short');
    expect(() => readDst(file.subarray(0, file.length - 4))).toThrow(DstFormatError);
  });

  it('refuses a header that claims more stitches than the file holds, or none readable', () => {
    const file = writeDst(twoColourDesign());
    const claim = (value: string) => {
      const copy = new Uint8Array(file);
      copy.set(new TextEncoder().encode(`ST:${value}\r`), 20);
      return copy;
    };
    expect(() => readDst(claim('1000000000'.slice(0, 7)))).toThrow('claims more stitches');
    expect(() => readDst(claim('9999999'))).toThrow('claims more stitches');
    expect(() => readDst(claim('abcdefg'))).toThrow('no readable stitch count');
    expect(readDst(claim('     12')).stitches).toBe(8);
  });

  it('refuses damaged stitch records and a design with no stitch', () => {
    const file = writeDst(twoColourDesign());
    const damaged = new Uint8Array(file);
    damaged[DST_HEADER_BYTES + 2] = 0x00;
    expect(() => readDst(damaged)).toThrow(`damaged at byte ${DST_HEADER_BYTES}`);
    expect(() => readDst(writeDst([{ dx: 10, dy: 10, kind: 'jump' }]))).toThrow('no stitches');
  });

  it('refuses a file larger than a million stitches without reading it', () => {
    const huge = new Uint8Array(DST_MAX_BYTES + 3);
    huge.set(new TextEncoder().encode('LA:HUGE'));
    expect(() => readDst(huge)).toThrow('larger than 1000000 stitches');
  });
});

describe('readDst counting trims', () => {
  const jump = (dx: number, dy: number): DstMove => ({ dx, dy, kind: 'jump' });

  it('counts a trim for each run of three jumps or more, and none for a shorter travel', () => {
    const moves: DstMove[] = [
      stitch(10, 0),
      jump(20, 0), // one jump: a travel, no trim
      stitch(10, 0),
      jump(20, 0),
      jump(20, 0), // two jumps: no trim
      stitch(10, 0),
      jump(10, 0),
      jump(10, 0),
      jump(10, 0), // three: a trim
      stitch(10, 0),
      jump(5, 0),
      jump(5, 0),
      jump(5, 0),
      jump(5, 0),
      jump(5, 0), // five in a row: still one trim
      stitch(10, 0),
      { dx: 0, dy: 0, kind: 'color' },
      jump(5, 5),
      jump(5, 5),
      jump(5, 5), // after a colour change: a trim
      stitch(10, 0),
    ];
    const design = readDst(writeDst(moves));
    expect(DST_TRIM_JUMPS).toBe(3);
    expect(design).toMatchObject({ stitches: 6, jumps: 14, trims: 3, colorChanges: 1 });
  });

  it('counts the jumps writeDst splits a long travel into: 40 mm in one move is a trim', () => {
    // 400 units in x: three jumps of at most 121 and the stitch that lands.
    const design = readDst(writeDst([stitch(10, 0), stitch(400, 0), stitch(10, 0)]));
    expect(design).toMatchObject({ stitches: 3, jumps: 3, trims: 1 });
  });

  it('has no trims in a design sewn without travelling', () => {
    expect(readDst(writeDst(twoColourDesign())).trims).toBe(0);
  });
});

describe('dstPreviewSvg', () => {
  it('draws one path per sewn run at the design’s real size, y upwards', () => {
    const svg = dstPreviewSvg(readDst(writeDst(twoColourDesign())));
    expect(
      svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="22mm" height="12mm"'),
    ).toBe(true);
    expect(svg.match(/<path /g)).toHaveLength(2);
    // The first run starts at the bottom left: x 0 → 10 with the margin, y 0 → 110 from the top.
    expect(svg).toContain('d="M10 110L110 110L210 110L210 10L110 10L10 10L10 110"');
    expect(svg).toContain('stroke="#b91c1c"');
  });
});
