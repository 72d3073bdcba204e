import {
  type addToCartInputSchema,
  CART_QUANTITY_LIMIT,
  type Cart,
  cartMessages,
  type FieldError,
  outOfStockKey,
  validationMessages,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { getCatalogRow } from '../catalog/catalog.service.ts';
import { getOutOfStockKeys, outOfStockProblem } from '../out-of-stock/out-of-stock.service.ts';
import { getOwnProductRow } from '../products/products.service.ts';
import {
  deleteCartRowsOfUser,
  deleteOwnCartRow,
  findCartRowsOfProduct,
  insertCartRow,
  listCartRows,
  lockCartLines,
  setCartRowQuantity,
} from './cart.repository.ts';

export async function getCart(db: Db, storage: FileStorage, user: AuthUser): Promise<Cart> {
  const rows = await listCartRows(db, user.id);
  return {
    rows: rows.map(({ item, product, catalogText }) => ({
      id: item.id,
      productId: product.id,
      title: product.title,
      sku: product.sku,
      catalogId: product.catalogId,
      catalogText,
      color: item.color,
      size: item.size,
      frameColor: item.frameColor || null,
      quantity: item.quantity,
      price: toDollars(product.prices[item.size] ?? 0),
      mockupUrl: product.mockupKey ? storage.url(product.mockupKey) : null,
      storeId: product.storeId,
      createdAt: item.createdAt.toISOString(),
    })),
    count: rows.length,
  };
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Puts variations of one of the seller's products in the cart. Each needs a colour and size the
 * product offers (and a frame colour on framed catalogs); the same variation again adds to its
 * quantity, up to 1000.
 */
export async function addToCart(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  input: z.output<typeof addToCartInputSchema>,
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const product = await getOwnProductRow(tx, user, input.productId);
    const catalog = await getCatalogRow(tx, product.catalogId);
    const outOfStock = await getOutOfStockKeys(tx, [catalog.id]);
    const problems: FieldError[] = [];
    const lines = input.items.map((item, index) => {
      const color = product.colors.find((c) => sameText(c, item.color));
      const size = product.sizes.find((s) => sameText(s, item.size));
      const frame = catalog.frameColors.find((f) => sameText(f.name, item.frameColor ?? ''));
      if (!color)
        problems.push({ path: `items.${index}.color`, message: cartMessages.chooseVariation });
      if (!size)
        problems.push({ path: `items.${index}.size`, message: cartMessages.chooseVariation });
      if (color && size && outOfStock.has(outOfStockKey(catalog.id, color, size))) {
        problems.push(outOfStockProblem(`items.${index}.size`, catalog, color, size));
      }
      if (catalog.frameColors.length > 0 && !frame) {
        problems.push({ path: `items.${index}.frameColor`, message: cartMessages.chooseVariation });
      }
      return {
        color: color ?? '',
        size: size ?? '',
        frameColor: frame?.name ?? '',
        quantity: item.quantity,
      };
    });
    if (problems.length > 0) {
      // A variant out of stock is named; otherwise the spec's "choose variation".
      const named = problems.find((problem) => problem.message !== cartMessages.chooseVariation);
      const message = named?.message ?? cartMessages.chooseVariation;
      throw new AppError('VALIDATION_ERROR', message, problems);
    }

    const existing = await findCartRowsOfProduct(tx, user.id, product.id);
    const keyOf = (line: { color: string; size: string; frameColor: string }) =>
      `${line.color}\u0000${line.size}\u0000${line.frameColor}`;
    const current = new Map(existing.map((row) => [keyOf(row), row]));
    const totals = new Map<string, number>();
    for (const line of lines) {
      const key = keyOf(line);
      totals.set(key, (totals.get(key) ?? current.get(key)?.quantity ?? 0) + line.quantity);
    }
    lines.forEach((line, index) => {
      if ((totals.get(keyOf(line)) ?? 0) > CART_QUANTITY_LIMIT) {
        problems.push({ path: `items.${index}.quantity`, message: validationMessages.max });
      }
    });
    if (problems.length > 0) throw new AppError('VALIDATION_ERROR', undefined, problems);

    for (const [key, quantity] of totals) {
      const row = current.get(key);
      if (row) {
        await setCartRowQuantity(tx, row.id, quantity);
        continue;
      }
      const line = lines.find((l) => keyOf(l) === key)!;
      await insertCartRow(tx, {
        userId: user.id,
        productId: product.id,
        color: line.color,
        size: line.size,
        frameColor: line.frameColor,
        quantity,
      });
    }
  });
  return getCart(db, storage, user);
}

export async function removeCartItem(db: Db, user: AuthUser, id: number) {
  if (!(await deleteOwnCartRow(db, user.id, id))) throw new AppError('NOT_FOUND');
}

/**
 * Checkout: the seller's cart lines, locked in the caller's transaction, and a way to empty the
 * cart in that same transaction once the order is written (nothing is lost if it fails).
 */
export async function takeCartLines(db: DbOrTx, userId: number) {
  const lines = await lockCartLines(db, userId);
  return { lines, clear: () => deleteCartRowsOfUser(db, userId) };
}
