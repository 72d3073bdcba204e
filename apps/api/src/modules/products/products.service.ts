import { randomBytes } from 'node:crypto';
import type {
  FieldError,
  Product,
  ProductStatus,
  productListQuerySchema,
  productsInBulkInputSchema,
  updateProductInputSchema,
} from '@stitchworks/shared';
import { orderRowTexts } from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ProductDesignRef } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { mapValues, toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { type CatalogRow, getCatalogRows } from '../catalog/catalog.service.ts';
import { type DesignRow, getDesignRowsById } from '../designs/designs.service.ts';
import { ensureMockup } from '../mockups/mockups.service.ts';
import { getStoreRowsById, getVisibleStoreRow, type StoreRow } from '../stores/stores.service.ts';
import { checkDesignPlacements, checkVariations, variationSku } from './product-rules.ts';
import {
  findOwnProductRow,
  findOwnProductRowBySku,
  insertProductRows,
  listProductRows,
  type NewProductRow,
  type ProductRow,
  updateProductRow,
} from './products.repository.ts';

export type { ProductRow } from './products.repository.ts';

type Related = {
  catalogs: Map<number, CatalogRow>;
  stores: Map<number, StoreRow>;
  designs: Map<number, DesignRow>;
};

async function loadRelated(db: DbOrTx, rows: ProductRow[]): Promise<Related> {
  const [catalogs, stores, designs] = await Promise.all([
    getCatalogRows(
      db,
      rows.map((row) => row.catalogId),
    ),
    getStoreRowsById(
      db,
      rows.map((row) => row.storeId),
    ),
    getDesignRowsById(
      db,
      rows.flatMap((row) => row.designs.map((design) => design.designId)),
    ),
  ]);
  return { catalogs, stores, designs };
}

export function toProduct(row: ProductRow, related: Related, storage: FileStorage): Product {
  const catalog = related.catalogs.get(row.catalogId);
  const store = related.stores.get(row.storeId);
  const prices = mapValues(row.prices, toDollars);
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    catalogId: row.catalogId,
    catalogText: catalog?.text ?? `#${row.catalogId}`,
    category: catalog?.category ?? 'embroidery',
    colors: row.colors,
    sizes: row.sizes,
    prices,
    designs: row.designs.flatMap((ref) => {
      const design = related.designs.get(ref.designId);
      if (!design) return [];
      return [
        {
          location: ref.location,
          id: design.id,
          imageUrl: {
            original: storage.url(design.originalKey),
            small: storage.url(design.smallKey),
          },
        },
      ];
    }),
    mockupUrl: row.mockupKey ? storage.url(row.mockupKey) : null,
    status: row.status,
    store: {
      id: row.storeId,
      name: store?.name ?? `#${row.storeId}`,
      type: store?.type ?? 'api',
    },
    childProducts: row.colors.flatMap((color) =>
      row.sizes.map((size) => ({
        sku: variationSku(row.sku, color, size),
        color,
        size,
        price: prices[size] ?? 0,
      })),
    ),
    variation: { colors: row.colors, sizes: row.sizes },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toProducts(db: DbOrTx, storage: FileStorage, rows: ProductRow[]) {
  const related = await loadRelated(db, rows);
  return rows.map((row) => toProduct(row, related, storage));
}

function newSku(userId: number, catalogId: number): string {
  return `SW${userId}-${catalogId}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * Drafts stay drafts. Published products of an api store are live at once (orders for them come
 * through our API); on a platform store they wait as pending until the store sync pushes them.
 */
function statusFor(mode: 'draft' | 'publish', store: StoreRow): ProductStatus {
  if (mode === 'draft') return 'draft';
  return store.type === 'api' && store.status === 'active' ? 'live' : 'pending';
}

type BulkInput = z.output<typeof productsInBulkInputSchema>;

/** POST /products/in-bulk: one product per chosen catalog, all or none. */
export async function createProductsInBulk(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  input: BulkInput,
): Promise<Product[]> {
  const problems: FieldError[] = [];
  const store = await getVisibleStoreRow(db, user, input.storeId).catch(() => undefined);
  if (!store) problems.push({ path: 'storeId', message: orderRowTexts.storeMissing });
  const catalogs = await getCatalogRows(
    db,
    input.products.map((p) => p.catalogId),
  );
  const designs = await getDesignRowsById(
    db,
    input.products.flatMap((p) => p.designs.map((d) => d.id)),
  );
  const ownDesignIds = new Set(
    [...designs.values()]
      .filter((design) => design.userId === user.id && !design.deletedAt)
      .map((design) => design.id),
  );

  const drafts: (Omit<NewProductRow, 'mockupKey'> & { mockup: () => Promise<string> })[] = [];
  input.products.forEach((product, index) => {
    const path = `products.${index}.`;
    const catalog = catalogs.get(product.catalogId);
    if (!catalog?.active) {
      problems.push({ path: `${path}catalogId`, message: orderRowTexts.catalogMissing });
      return;
    }
    const variations = checkVariations(catalog, product, path, problems);
    checkDesignPlacements(catalog, product.designs, ownDesignIds, path, problems);
    const first = product.designs[0];
    drafts.push({
      userId: user.id,
      storeId: input.storeId,
      catalogId: catalog.id,
      sku: newSku(user.id, catalog.id),
      title: product.title,
      description: product.description,
      keywords: [...new Set(product.keywords)],
      colors: variations.colors,
      sizes: variations.sizes,
      prices: variations.prices,
      designs: product.designs.map(
        (d): ProductDesignRef => ({ location: d.location, designId: d.id }),
      ),
      status: store ? statusFor(input.mode, store) : 'draft',
      mockup: () =>
        ensureMockup(storage, {
          catalog,
          design: designs.get(first!.id)!,
          color: variations.colors[0]!,
          position: first!.location,
        }),
    });
  });
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', undefined, problems);

  // Mockups are files: draw them first, then write every product in one transaction.
  const values: NewProductRow[] = [];
  for (const { mockup, ...draft } of drafts) values.push({ ...draft, mockupKey: await mockup() });
  const rows = await db.transaction((tx) => insertProductRows(tx, values));
  return toProducts(db, storage, rows);
}

export async function listProducts(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  query: z.output<typeof productListQuerySchema>,
) {
  const { rows, count } = await listProductRows(
    db,
    {
      userId: user.id,
      status: query.status,
      category: query.category,
      storeId: query.storeId,
      keyword: query.keyword,
    },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    rows: await toProducts(db, storage, rows),
    count,
    totalPage: Math.ceil(count / query.limit),
  };
}

/** The caller's product; another seller's or a deleted one answers 404. */
export async function getOwnProductRow(db: DbOrTx, user: AuthUser, id: number, lock = false) {
  const row = await findOwnProductRow(db, user.id, id, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getProduct(db: Db, storage: FileStorage, user: AuthUser, id: number) {
  const [product] = await toProducts(db, storage, [await getOwnProductRow(db, user, id)]);
  return product!;
}

export async function getProductBySku(db: Db, storage: FileStorage, user: AuthUser, sku: string) {
  const row = await findOwnProductRowBySku(db, user.id, sku);
  if (!row) throw new AppError('NOT_FOUND');
  const [product] = await toProducts(db, storage, [row]);
  return product!;
}

export async function updateProduct(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  id: number,
  input: z.output<typeof updateProductInputSchema>,
) {
  const row = await db.transaction(async (tx) => {
    const before = await getOwnProductRow(tx, user, id, true);
    const catalog = (await getCatalogRows(tx, [before.catalogId])).get(before.catalogId);
    if (!catalog) throw new AppError('NOT_FOUND');
    const problems: FieldError[] = [];
    const currentPrices = mapValues(before.prices, toDollars);
    const variations = checkVariations(
      catalog,
      {
        colors: input.colors ?? before.colors,
        sizes: input.sizes ?? before.sizes,
        prices: { ...currentPrices, ...input.prices },
      },
      '',
      problems,
    );
    if (problems.length > 0) throw new AppError('VALIDATION_ERROR', undefined, problems);
    return updateProductRow(tx, id, {
      title: input.title ?? before.title,
      description: input.description ?? before.description,
      keywords: input.keywords ? [...new Set(input.keywords)] : before.keywords,
      colors: variations.colors,
      sizes: variations.sizes,
      prices: variations.prices,
    });
  });
  if (!row) throw new AppError('NOT_FOUND');
  const [product] = await toProducts(db, storage, [row]);
  return product!;
}

/** Removes the product from the seller's lists; orders made from it keep their copy. */
export async function deleteProduct(db: Db, user: AuthUser, id: number) {
  await getOwnProductRow(db, user, id);
  await updateProductRow(db, id, { deletedAt: new Date() });
}
