import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeReturnUrl('/order?status=created#top')).toBe('/order?status=created#top');
  });

  it('refuses anything that could leave the app', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'order', 7]) {
      expect(safeReturnUrl(value)).toBe('/');
    }
  });

  it('never returns to the sign-in pages', () => {
    expect(safeReturnUrl('/login?redirect=%2F')).toBe('/');
    expect(safeReturnUrl('/register')).toBe('/');
    expect(safeReturnUrl('/logins')).toBe('/logins');
  });
});
