import { describe, expect, it } from 'vitest';
import { validateUserListSearch } from './user-list-search';

describe('users list search params', () => {
  it('keeps known filters and a page above 1', () => {
    expect(
      validateUserListSearch({
        page: '3',
        status: 'locked',
        email: '  jane@shop.test ',
        factory: 'eu1',
        role: 'manager',
      }),
    ).toEqual({
      page: 3,
      status: 'locked',
      email: 'jane@shop.test',
      factory: 'eu1',
      role: 'manager',
    });
  });

  it('drops empty, unknown and malformed values so a bad link still opens the list', () => {
    expect(
      validateUserListSearch({
        page: '0',
        status: 'sleeping',
        email: '   ',
        factory: 'us1',
        role: 'owner',
      }),
    ).toEqual({
      page: undefined,
      status: undefined,
      email: undefined,
      factory: undefined,
      role: undefined,
    });
    expect(validateUserListSearch({ page: 'two' }).page).toBeUndefined();
    expect(validateUserListSearch({ page: 1 }).page).toBeUndefined();
  });
});
