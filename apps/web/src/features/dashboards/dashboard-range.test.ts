import { describe, expect, it } from 'vitest';
import { dashboardQueryOf, rangeBoundsUnix, validateDashboardSearch } from './dashboard-range';

// Wednesday 2026-03-04 01:30 in Asia/Bangkok (UTC+7) is still Tuesday 18:30 in UTC.
const now = new Date('2026-03-03T18:30:00Z');
const bangkok = (iso: string) => Date.parse(`${iso}+07:00`) / 1000;

describe('dashboard ranges', () => {
  it('turns each range into whole days in Asia/Bangkok, as unix seconds', () => {
    expect(rangeBoundsUnix('today', now)).toEqual({
      from: bangkok('2026-03-04T00:00:00'),
      to: bangkok('2026-03-04T23:59:59'),
    });
    expect(rangeBoundsUnix('yesterday', now)).toEqual({
      from: bangkok('2026-03-03T00:00:00'),
      to: bangkok('2026-03-03T23:59:59'),
    });
    expect(rangeBoundsUnix('week', now).from).toBe(bangkok('2026-03-02T00:00:00'));
    expect(rangeBoundsUnix('month', now).from).toBe(bangkok('2026-03-01T00:00:00'));
    expect(rangeBoundsUnix('last_month', now)).toEqual({
      from: bangkok('2026-02-01T00:00:00'),
      to: bangkok('2026-02-28T23:59:59'),
    });
    expect(rangeBoundsUnix('year', now).from).toBe(bangkok('2026-01-01T00:00:00'));
    expect(rangeBoundsUnix('all', now)).toEqual({ from: null, to: null });
  });

  it('crosses a year back for last month in January', () => {
    expect(rangeBoundsUnix('last_month', new Date('2026-01-10T05:00:00Z'))).toEqual({
      from: bangkok('2025-12-01T00:00:00'),
      to: bangkok('2025-12-31T23:59:59'),
    });
  });

  it('sends bounds except for all time, and keeps only known ranges from the URL', () => {
    expect(dashboardQueryOf('all', now)).toEqual({ range: 'all' });
    expect(dashboardQueryOf('today', now)).toMatchObject({ from: bangkok('2026-03-04T00:00:00') });
    expect(validateDashboardSearch({ range: 'week' })).toEqual({ range: 'week' });
    expect(validateDashboardSearch({ range: 'decade' })).toEqual({});
  });
});
