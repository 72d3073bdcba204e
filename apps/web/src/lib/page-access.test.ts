import { describe, expect, it } from 'vitest';
import { canOpenPath, normaliseRoutePath, pageNamesForPath } from './page-access';

describe('canOpenPath', () => {
  it('follows pages.ts for the paths it names', () => {
    expect(canOpenPath('/user', 'admin')).toBe(true);
    expect(canOpenPath('/user', 'manager')).toBe(false);
    expect(canOpenPath('/setting', 'seller')).toBe(true);
    expect(canOpenPath('/setting', 'supporter')).toBe(false);
    expect(canOpenPath('/dashboard', 'seller')).toBe(false);
    expect(canOpenPath('/user/$userId', 'admin')).toBe(true);
  });

  it('opens a path named twice to the roles of either name', () => {
    expect(pageNamesForPath('/')).toEqual(['index', 'dashboard']);
    expect(canOpenPath('/', 'packer')).toBe(true);
  });

  it('opens a path pages.ts does not name to every signed-in role', () => {
    expect(pageNamesForPath('/somewhere-new')).toEqual([]);
    expect(canOpenPath('/somewhere-new', 'packer')).toBe(true);
  });

  it('normalises route paths', () => {
    expect(normaliseRoutePath('/profile/')).toBe('/profile');
    expect(normaliseRoutePath('/')).toBe('/');
  });
});
