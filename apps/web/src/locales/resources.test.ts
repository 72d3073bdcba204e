import { describe, expect, it } from 'vitest';
import { allResources as resources } from './all-resources';

/** Every text of a translation tree as [dotted key, text]. */
function leavesOf(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, child]) =>
    leavesOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  const english = leavesOf(resources.en);
  const vietnamese = leavesOf(resources.vi);

  it('has the same keys in English and Vietnamese', () => {
    const keys = (leaves: [string, unknown][]) => leaves.map(([key]) => key).sort();
    expect(keys(vietnamese)).toEqual(keys(english));
  });

  it('has no empty text in either language', () => {
    const empty = [...english, ...vietnamese].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(empty).toEqual([]);
  });
});
