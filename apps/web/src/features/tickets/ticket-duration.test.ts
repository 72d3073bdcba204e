import { describe, expect, it } from 'vitest';
import { durationParts } from './ticket-duration';

describe('durationParts', () => {
  it('keeps the two largest units', () => {
    expect(durationParts(30)).toEqual({ unit: 'm', m: 0 });
    expect(durationParts(59 * 60 + 59)).toEqual({ unit: 'm', m: 59 });
    expect(durationParts(2 * 3600 + 5 * 60)).toEqual({ unit: 'hm', h: 2, m: 5 });
    expect(durationParts(3 * 86400 + 4 * 3600 + 59)).toEqual({ unit: 'dh', d: 3, h: 4 });
  });
});
