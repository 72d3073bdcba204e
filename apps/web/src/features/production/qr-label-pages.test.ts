import { describe, expect, it } from 'vitest';
import {
  labelPages,
  labelsFileName,
  parseOrderIds,
  validateQrLabelsSearch,
} from './qr-label-pages';

describe('labelPages', () => {
  it('breaks the sheet after every 10 labels', () => {
    const labels = Array.from({ length: 23 }, (_, index) => index + 1);
    const pages = labelPages(labels);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    expect(pages[1]?.[0]).toBe(11);
  });
  it('fills exactly 10 on one page and nothing on none', () => {
    expect(labelPages(Array.from({ length: 10 }, (_, index) => index))).toHaveLength(1);
    expect(labelPages([])).toEqual([]);
  });
});

describe('parseOrderIds', () => {
  it('reads a comma list, dropping bad and repeated ids', () => {
    expect(parseOrderIds('3, 1,abc,,0,-2,3,1.5,7')).toEqual([3, 1, 7]);
  });
  it('takes a single number as the router parses it', () => {
    expect(parseOrderIds(42)).toEqual([42]);
  });
  it('has no ids for anything else', () => {
    expect(parseOrderIds(undefined)).toEqual([]);
    expect(parseOrderIds({})).toEqual([]);
    expect(parseOrderIds('99999999999')).toEqual([]);
  });
});

describe('validateQrLabelsSearch', () => {
  it('keeps the valid ids as the list the API reads', () => {
    expect(validateQrLabelsSearch({ ids: '1,x,2' })).toEqual({ ids: '1,2' });
    expect(validateQrLabelsSearch({ ids: 'x' })).toEqual({ ids: undefined });
  });
});

describe('labelsFileName', () => {
  it('names one order or the first and the rest', () => {
    expect(labelsFileName([12])).toBe('qr-labels-12.pdf');
    expect(labelsFileName([12, 13, 14])).toBe('qr-labels-12-and-2-more.pdf');
  });
});
