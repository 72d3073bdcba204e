import { describe, expect, it } from 'vitest';
import { accountStanding, initials } from './user-display';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Jane van Doe')).toBe('JD');
    expect(initials('  demo   seller ')).toBe('DS');
  });

  it('takes two letters of a one-word name and keeps accented letters whole', () => {
    expect(initials('Stitch')).toBe('ST');
    expect(initials('Đức Anh')).toBe('ĐA');
  });

  it('gives a mark for a blank name', () => {
    expect(initials('   ')).toBe('?');
  });
});

describe('accountStanding', () => {
  it('says disabled for a disabled account, whatever its status', () => {
    expect(accountStanding({ status: 'active', meta: { disabled: true } })).toBe('disabled');
  });

  it('says the status otherwise', () => {
    expect(accountStanding({ status: 'active', meta: {} })).toBe('active');
    expect(accountStanding({ status: 'locked', meta: { disabled: false } })).toBe('locked');
  });
});
