import { describe, expect, it } from 'vitest';
import { type DstMove, readDst, writeDst } from '../embs/dst.ts';
import { rosetteMoves } from '../embs/sample-stitches.ts';
import { cycleSeconds, cyclesFor, type EstimateSettings, runSeconds } from './estimate.ts';

const settings: EstimateSettings = {
  colorChangeSeconds: 20,
  trimSeconds: 6,
  hoopingSeconds: 90,
  rethreadSeconds: 45,
};

/**
 * A DST file of known counts: `blocks` colour blocks of `perBlock` stitches, each block after the
 * first reached by a colour change, and `trims` travels of three jumps each inside the first block.
 */
function knownDesign(blocks: number, perBlock: number, trims: number): Uint8Array {
  const moves: DstMove[] = [];
  for (let block = 0; block < blocks; block += 1) {
    if (block > 0) moves.push({ dx: 0, dy: 0, kind: 'color' });
    for (let i = 0; i < perBlock; i += 1) {
      moves.push({ dx: i % 2 === 0 ? 20 : -20, dy: 1, kind: 'stitch' });
      if (block === 0 && i < trims) {
        for (let j = 0; j < 3; j += 1) moves.push({ dx: 1, dy: 0, kind: 'jump' });
      }
    }
  }
  return writeDst(moves, 'KNOWN');
}

const factsOf = (bytes: Uint8Array, hoopings = 1) => {
  const design = readDst(bytes);
  return {
    stitches: design.stitches,
    colorChanges: design.colorChanges,
    trims: design.trims,
    hoopings,
  };
};

describe('the estimator against DST files of known counts', () => {
  it('reads 6,000 stitches, 2 colour changes and 4 trims, and sews a cycle in their time', () => {
    const facts = factsOf(knownDesign(3, 2000, 4));
    expect(facts).toEqual({ stitches: 6000, colorChanges: 2, trims: 4, hoopings: 1 });
    // 6,000 stitches at 800 a minute: 450 s; 2 changes × 20 s; 4 trims × 6 s; hooping 90 s.
    expect(cycleSeconds(facts, 800, settings)).toBe(450 + 40 + 24 + 90);
    expect(runSeconds(facts, 1, 800, settings)).toBe(604);
  });

  it('multiplies by the cycles and adds the needles rethreaded before the run', () => {
    const facts = factsOf(knownDesign(2, 1200, 0));
    expect(facts).toMatchObject({ stitches: 2400, colorChanges: 1, trims: 0 });
    // 2,400 stitches at 1,200 a minute: 120 s + 20 s + 90 s = 230 s a cycle; 3 cycles; 2 rethreads.
    expect(runSeconds(facts, 3, 1200, settings, 2)).toBe(3 * 230 + 2 * 45);
  });

  it('fills every head in one cycle: 12 units on a 6-head machine take 2 cycles, 13 take 3', () => {
    expect(cyclesFor(12, 6)).toBe(2);
    expect(cyclesFor(13, 6)).toBe(3);
    expect(cyclesFor(1, 15)).toBe(1);
  });

  it('hoops once per design a unit carries (front and back: two hoopings a cycle)', () => {
    const front = factsOf(knownDesign(1, 600, 0));
    const both = { ...front, stitches: front.stitches * 2, hoopings: 2 };
    expect(cycleSeconds(both, 600, settings) - cycleSeconds(front, 600, settings)).toBe(60 + 90);
  });

  it('estimates the demo’s rosette from what its file holds', () => {
    const facts = factsOf(writeDst(rosetteMoves(8, 3), 'ROSETTE'));
    // 8 petals × 3 rings × 60 stitches; a colour change between rings.
    expect(facts.stitches).toBe(1440);
    expect(facts.colorChanges).toBe(2);
    const seconds = runSeconds(facts, 1, 720, settings);
    expect(seconds).toBe(Math.round(120 + 40 + facts.trims * 6 + 90));
  });

  it('a faster machine sews the same file sooner, and no-time settings leave only the sewing', () => {
    const facts = factsOf(knownDesign(1, 3000, 2));
    const none = { colorChangeSeconds: 0, trimSeconds: 0, hoopingSeconds: 0, rethreadSeconds: 0 };
    expect(runSeconds(facts, 1, 1000, none)).toBe(180);
    expect(runSeconds(facts, 1, 500, none)).toBe(360);
  });
});
