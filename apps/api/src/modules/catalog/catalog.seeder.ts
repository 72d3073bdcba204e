import type { DemoSeeder } from '../../db/seed/demo.ts';
import { seedStandardCatalogs } from './catalog.service.ts';

/** The standard blanks (ids 1..24) for a fresh install. */
export const catalogDemoSeeder: DemoSeeder = {
  name: 'catalog',
  run: async (tx) => {
    const count = await seedStandardCatalogs(tx);
    return count > 0
      ? [`Catalog: ${count} blanks (tees, hoodies, caps, mugs, flags, frames…)`]
      : [];
  },
};
