import type { Role } from '@stitchworks/shared/enums/roles';
import { type PageName, pages } from '@stitchworks/shared/pages';

const pageEntries = Object.entries(pages) as [PageName, (typeof pages)[PageName]][];

/** The page names of pages.ts that live at a route path (e.g. '/user/$userId'). */
export function pageNamesForPath(path: string): PageName[] {
  return pageEntries.filter(([, page]) => page.path === path).map(([name]) => name);
}

/**
 * Whether a role may open the route at `path`. A path pages.ts names is open to the roles of any
 * of its names; a path it does not name is open to every signed-in user (spec 01 §6).
 */
export function canOpenPath(path: string, role: Role): boolean {
  const names = pageNamesForPath(path);
  if (names.length === 0) return true;
  return names.some((name) => {
    const access: 'authenticated' | readonly Role[] = pages[name].access;
    return access === 'authenticated' || access.includes(role);
  });
}

/** Normalises a TanStack route path: no trailing slash except for the root. */
export function normaliseRoutePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
