import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allDemoNotifications } from '../../src/modules/notifications/notifications.seeder.ts';

/** The paths the web app routes, read from its router (`path: '/…'`, `shellPage('/…', …)`). */
function webPaths(): RegExp[] {
  const router = readFileSync(new URL('../../../web/src/app/router.tsx', import.meta.url), 'utf8');
  const literals = [...router.matchAll(/['"](\/[A-Za-z0-9\-/$_]*)['"]/g)].map((match) => match[1]!);
  return [...new Set(literals)].map(
    (path) => new RegExp(`^${path.replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`),
  );
}

describe('seeded notifications', () => {
  it('link only to pages the web app has', () => {
    const paths = webPaths();
    expect(paths.length).toBeGreaterThan(10);
    const links = allDemoNotifications.flatMap((item) => (item.meta.link ? [item.meta.link] : []));
    expect(links.length).toBeGreaterThan(0);
    const missing = links.filter((link) => !paths.some((path) => path.test(link.split('?')[0]!)));
    expect(missing).toEqual([]);
  });
});
