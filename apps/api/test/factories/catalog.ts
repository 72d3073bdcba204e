import type { Db } from '../../src/db/client.ts';
import { seedStandardCatalogs } from '../../src/modules/catalog/catalog.service.ts';

/** The standard catalog list (ids 1..24; 7 a tee, 8 and 9 framed, 10 the mug). */
export async function seedCatalogs(db: Db): Promise<void> {
  await seedStandardCatalogs(db);
}
