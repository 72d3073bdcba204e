import type { DbOrTx } from '../../../db/client.ts';
import type { OrderDesignImage } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { FILES_ROUTE_PREFIX } from '../../../plugins/storage.ts';
import type { CatalogRow } from '../../catalog/catalog.service.ts';
import { getCostListPrices } from '../../cost-lists/cost-lists.service.ts';
import { getDesignRowsById } from '../../designs/designs.service.ts';
import { activeDiscountFor } from '../../discounts/discounts.service.ts';
import { getOutOfStockKeys } from '../../out-of-stock/out-of-stock.service.ts';
import { referralDiscountFor } from '../../referrals/referral-orders.ts';
import { getStoreRowsById } from '../../stores/stores.service.ts';
import type { CostListPrices, ReferralDiscount } from '../pricing/order-pricing.ts';
import { findOwnProductRows, listAllCatalogRows } from './order-context.repository.ts';

/** Who an order is for: the seller (staff editing an order act on the seller's behalf). */
export type OrderSeller = Pick<AuthUser, 'id' | 'role' | 'permissionIds'>;

export type ContextProduct = {
  id: number;
  storeId: number;
  catalogId: number;
  sku: string;
  title: string;
  colors: string[];
  sizes: string[];
  /** The product's designs as order rows carry them. */
  designImages: OrderDesignImage[];
};

/** Everything needed to validate and price orders of one seller, loaded once (an import's thousands). */
export type OrderContext = {
  seller: OrderSeller;
  catalogs: ReadonlyMap<number, CatalogRow>;
  /** The seller's own products among those asked for (deleted ones left out). */
  products: ReadonlyMap<number, ContextProduct>;
  /** The seller's own stores among those asked for (deleted ones left out). */
  stores: ReadonlyMap<number, { id: number; name: string }>;
  costList: CostListPrices | null;
  /** The seller's active per_order discount, 0 for none. */
  discountCents: number;
  /** The discount of the referral code the seller entered, while it applies; null for none. */
  referralDiscount: ReferralDiscount | null;
  /** Variants marked out of stock, as `outOfStockKey`s: refused on every row. */
  outOfStock: ReadonlySet<string>;
};

const fileUrl = (key: string) => `${FILES_ROUTE_PREFIX}${key}`;

export async function loadOrderContext(
  db: DbOrTx,
  seller: OrderSeller,
  refs: { productIds: number[]; storeIds: number[] },
): Promise<OrderContext> {
  const productIds = [...new Set(refs.productIds)];
  const storeIds = [...new Set(refs.storeIds)];
  // One after the other: inside a transaction they share one connection anyway, and outside one
  // a request should not hold five pooled connections.
  const catalogRows = await listAllCatalogRows(db);
  const productRows = await findOwnProductRows(db, seller.id, productIds);
  const storeRows = await getStoreRowsById(db, storeIds);
  const costList = await getCostListPrices(db, seller.id);
  const discount = await activeDiscountFor(db, seller.id);
  const referralDiscount = await referralDiscountFor(db, seller.id);
  const outOfStock = await getOutOfStockKeys(db);
  const designs = await getDesignRowsById(
    db,
    productRows.flatMap((row) => row.designs.map((design) => design.designId)),
  );
  const products = new Map<number, ContextProduct>();
  for (const row of productRows) {
    const designImages = row.designs.flatMap((ref, index): OrderDesignImage[] => {
      const design = designs.get(ref.designId);
      if (!design) return [];
      return [
        {
          imageUrl: fileUrl(design.originalKey),
          location: ref.location,
          // A product has one mockup, shown with its first design.
          mockup: index === 0 && row.mockupKey ? fileUrl(row.mockupKey) : null,
          embUrl: null,
          emb: null,
        },
      ];
    });
    products.set(row.id, { ...row, designImages });
  }
  const stores = new Map<number, { id: number; name: string }>();
  for (const row of storeRows.values()) {
    if (row.userId === seller.id && row.deletedAt === null) {
      stores.set(row.id, { id: row.id, name: row.name });
    }
  }
  return {
    seller,
    catalogs: new Map(catalogRows.map((row) => [row.id, row])),
    products,
    stores,
    costList,
    discountCents: discount?.amountCents ?? 0,
    referralDiscount,
    outOfStock,
  };
}
