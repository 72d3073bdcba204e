import { describe, expect, it } from 'vitest';
import {
  nextStatusOptions,
  proposedStatus,
  statusChangeKind,
  statusChangeNeeds,
} from './production-status-rules';

describe('statusChangeKind', () => {
  it('tells a hold, its release, a forward and a backward move apart', () => {
    expect(statusChangeKind(1, 4)).toBe('hold');
    expect(statusChangeKind(4, 1)).toBe('release');
    expect(statusChangeKind(1, 2)).toBe('forward');
    expect(statusChangeKind(2, 1)).toBe('backward');
  });
});

describe('nextStatusOptions', () => {
  it('lets the floor move on or hold, not back', () => {
    expect(nextStatusOptions(1, 'producer')).toEqual([2, 3, 4]);
  });
  it('lets a manager correct backwards', () => {
    expect(nextStatusOptions(2, 'manager')).toEqual([0, 1, 3, 4]);
  });
  it('offers every status to release a hold, and the hold again for a new reason', () => {
    expect(nextStatusOptions(4, 'packer')).toEqual([0, 1, 2, 3, 4]);
    expect(statusChangeNeeds(4, 4)).toEqual({ reason: true, correction: false });
  });
});

describe('statusChangeNeeds', () => {
  it('asks a reason to hold, a reason and the correction to go back', () => {
    expect(statusChangeNeeds(1, 4)).toEqual({ reason: true, correction: false });
    expect(statusChangeNeeds(2, 0)).toEqual({ reason: true, correction: true });
    expect(statusChangeNeeds(1, 2)).toEqual({ reason: false, correction: false });
  });
});

describe('proposedStatus', () => {
  it('proposes the next status forward', () => {
    expect(proposedStatus(1, [2, 3, 4])).toBe(2);
    expect(proposedStatus(3, [4])).toBe(4);
  });
  it('proposes leaving a hold', () => {
    expect(proposedStatus(4, [0, 1, 2, 3])).toBe(0);
  });
});
