import { describe, expect, it } from 'vitest';
import { TOP_BAR_HEIGHT, toastPlacement } from './toast-placement';

describe('toastPlacement', () => {
  it('puts toasts in the bottom-right corner on a desktop, clear of titles and top rows', () => {
    expect(toastPlacement(false)).toEqual({ position: 'bottom-right' });
  });

  it('puts them across the top below the top bar on a phone', () => {
    const placement = toastPlacement(true);
    expect(placement.position).toBe('top-center');
    expect(placement.top).toContain(`${TOP_BAR_HEIGHT}px`);
  });
});
