import { describe, expect, it } from 'vitest';
import { allResources as resources } from './all-resources';

/** Every text of a translation tree as [dotted key, text]. */
function leavesOf(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) =>
    leavesOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * English words once left in the Vietnamese texts. 'YUN Express' (a carrier's name), 'EMB' (the
 * stitch file format), 'API' and 'TikTok Shop' are proper names and stay; what is said around
 * them is Vietnamese.
 */
const ENGLISH_LEFT = [/\bAPI keys?\b/i, /Ship By Seller/i, /\bN\/A\b/, /^EMB \(/];

describe('Vietnamese texts', () => {
  it('keep no English words where Vietnamese ones exist', () => {
    const left = leavesOf(resources.vi).filter(([, text]) =>
      ENGLISH_LEFT.some((pattern) => pattern.test(text)),
    );
    expect(left).toEqual([]);
  });
});
