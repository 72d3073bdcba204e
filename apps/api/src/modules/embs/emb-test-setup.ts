import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app.ts';
import { multipart } from '../../../test/factories/designs.ts';
import { createOrder, testItem } from '../../../test/factories/orders.ts';
import type { TestUser } from '../../../test/factories/users.ts';
import { embs, orders, users } from '../../db/schema/index.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { payOrdersInTransaction } from '../transactions/order-payments.service.ts';
import { type DstMove, writeDst } from './dst.ts';

/** What the embs tests share: paid orders of a design, stitch files, uploads and reads. */

/** A DST of `stitches` stitches sewn in rows of 100 (0.5 mm apart), two colours. */
export function dstOf(stitches: number, label = 'ROSE'): Buffer {
  const moves: DstMove[] = [];
  for (let index = 0; index < stitches; index += 1) {
    if (index === Math.floor(stitches / 2)) moves.push({ dx: 0, dy: 0, kind: 'color' });
    const direction = Math.floor(index / 100) % 2 === 0 ? 1 : -1;
    moves.push({ dx: 5 * direction, dy: index % 100 === 99 ? 5 : 0, kind: 'stitch' });
  }
  return Buffer.from(writeDst(moves, label));
}

/** A PES file as far as we check it: its magic bytes, a version, and some bytes after. */
export const pesFile = () =>
  Buffer.concat([Buffer.from('#PES0001', 'latin1'), Buffer.alloc(400, 7)]);

let designCounter = 0;
export const newImageUrl = () =>
  `https://cdn.example.test/designs/emb-${process.pid}-${++designCounter}.png`;

/** An order of the seller's with one front design, paid from their credit through the real code. */
export async function paidOrderOf(t: TestApp, seller: TestUser, imageUrl: string) {
  const order = await createOrder(t.db, seller, {
    items: [{ ...testItem, designImages: [{ imageUrl, location: 'front' }] }],
  });
  await withTransaction(t.db, (tx) =>
    payOrdersInTransaction(tx, {
      sellerId: seller.id,
      orderIds: [order.id],
      method: 'credit',
      actorId: seller.id,
    }),
  );
  return order;
}

export async function embOf(t: TestApp, userId: number, imageUrl: string) {
  const [row] = await t.db
    .select()
    .from(embs)
    .where(and(eq(embs.userId, userId), eq(embs.imageUrl, imageUrl)));
  return row;
}

export async function embRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(embs).where(eq(embs.id, id));
  return row;
}

export async function productionStatusOf(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row?.productionStatus;
}

export async function creditOf(t: TestApp, userId: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return Number(row?.creditCents);
}

export async function uploadFile(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  data: Buffer,
  filename = 'rose.dst',
) {
  const body = multipart({}, [
    { field: 'file', filename, contentType: 'application/octet-stream', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/embs/${id}/upload`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export function post(
  t: TestApp,
  headers: Record<string, string>,
  url: string,
  payload: object = {},
) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

/** The stitch files on disk (the tests' local storage). */
export function storedEmbFiles(t: TestApp): string[] {
  try {
    return readdirSync(join(t.config.dataDir, 'files', 'embs')).filter(
      (name) => !name.endsWith('.tmp'),
    );
  } catch {
    return [];
  }
}
