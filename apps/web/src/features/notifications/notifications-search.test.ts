import { describe, expect, it } from 'vitest';
import { apiFiltersOf, validateNotificationsSearch } from './notifications-search';

describe('notification list search params', () => {
  it('keeps only valid values from the URL', () => {
    expect(
      validateNotificationsSearch({ page: '3', status: 'unread', from: '2026-03-01', to: 'soon' }),
    ).toEqual({ page: 3, status: 'unread', from: '2026-03-01', to: undefined });
    expect(validateNotificationsSearch({ page: '0', status: 'maybe' })).toEqual({
      page: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('sends status 0/1 and the start and end of the days in Asia/Bangkok as unix seconds', () => {
    expect(apiFiltersOf({ status: 'unread', from: '2026-03-01', to: '2026-03-02' })).toEqual({
      status: 0,
      // 2026-03-01 00:00:00 and 2026-03-02 23:59:59 at UTC+7.
      createdFrom: Date.UTC(2026, 1, 28, 17, 0, 0) / 1000,
      createdTo: Date.UTC(2026, 2, 2, 16, 59, 59) / 1000,
    });
    expect(apiFiltersOf({ status: 'read', from: '2026-03-01' })).toEqual({
      status: 1,
      createdFrom: Date.UTC(2026, 1, 28, 17, 0, 0) / 1000,
      createdTo: Date.UTC(2026, 2, 1, 16, 59, 59) / 1000,
    });
    expect(apiFiltersOf({})).toEqual({
      status: undefined,
      createdFrom: undefined,
      createdTo: undefined,
    });
  });
});
