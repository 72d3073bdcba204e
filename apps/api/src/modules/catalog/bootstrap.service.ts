import type { Bootstrap } from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import { mapValues, toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getSellerPriceMap } from '../price-config/price-config.service.ts';
import { listCatalogRows } from './catalog.repository.ts';
import { toCatalog } from './catalog.service.ts';

/** GET /bootstrap: what the app needs at start to draw catalog pickers and default prices. */
export async function getBootstrap(db: Db, user: AuthUser): Promise<Bootstrap> {
  const [vn1, eu1, userPrices] = await Promise.all([
    listCatalogRows(db, { factory: 'vn1', activeOnly: true }),
    listCatalogRows(db, { factory: 'eu1', activeOnly: true }),
    getSellerPriceMap(db, user.id),
  ]);
  return {
    catalogData: vn1.map(toCatalog),
    catalogDataEu1: eu1.map(toCatalog),
    userPrices: mapValues(userPrices, (sizes) => mapValues(sizes, toDollars)),
  };
}
