import { describe, expect, it } from 'vitest';
import { toastPosition } from './toast-placement';

describe('toastPosition', () => {
  it('puts toasts in the bottom-right corner on a desktop, clear of titles and top rows', () => {
    expect(toastPosition(false)).toBe('bottom-right');
  });

  it('puts them across the top on a phone', () => {
    expect(toastPosition(true)).toBe('top-center');
  });
});
