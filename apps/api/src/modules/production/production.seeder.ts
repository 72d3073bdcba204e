import { productionSteps } from '@stitchworks/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { embs, orderItems, orders, productionScans, users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/demo.ts';
import { dstPreviewSvg, readDst, writeDst } from '../embs/dst.ts';
import { rosetteMoves } from '../embs/sample-stitches.ts';

const HOUR = 3_600_000;

const userIdOf = async (tx: Tx, email: string) =>
  (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? null;

/**
 * The floor's demo: accepted stitch files (with their read stitches and previews) for the designs
 * of demo orders already past On-design, a digitizing job for the ones still On-design (one to
 * digitize, one assigned), units scanned as far as each order's production status says, and the
 * on-hold order's reason.
 */
export const productionDemoSeeder: DemoSeeder = {
  name: 'production',
  run: async (tx) => {
    const [producer, designer] = await Promise.all([
      userIdOf(tx, 'producer@example.com'),
      userIdOf(tx, 'designer@example.com'),
    ]);
    const paid = await tx
      .select({ order: orders, item: orderItems })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          isNotNull(orders.paidAt),
          inArray(orders.status, [
            'processing',
            'partially_shipped',
            'shipped',
            'reshipped',
            'refunded',
            'cancelled',
          ]),
        ),
      );
    if (paid.length === 0) return [];
    const designs = new Map<
      string,
      {
        userId: number;
        imageUrl: string;
        location: string;
        itemId: number;
        ready: boolean;
        paidAt: Date;
      }
    >();
    for (const { order, item } of paid) {
      for (const image of item.designImages) {
        const key = `${order.userId}\n${image.imageUrl}`;
        const ready = (order.productionStatus ?? 0) !== 0;
        const known = designs.get(key);
        designs.set(key, {
          userId: order.userId,
          imageUrl: image.imageUrl,
          location: image.location,
          itemId: known?.itemId ?? item.id,
          ready: (known?.ready ?? false) || ready,
          paidAt: order.paidAt!,
        });
      }
    }
    let waiting = 0;
    for (const [index, design] of [...designs.values()].entries()) {
      if (!design.ready) {
        // The first waits to be assigned; the next is the demo designer's.
        const assigned = waiting > 0 && designer !== null;
        waiting += 1;
        await tx
          .insert(embs)
          .values({
            userId: design.userId,
            imageUrl: design.imageUrl,
            location: design.location as 'front',
            orderItemId: design.itemId,
            status: assigned ? 'assigned' : 'todo',
            designerId: assigned ? designer : null,
            assignedAt: assigned ? design.paidAt : null,
            note: 'Keep the petals under 9 cm wide',
          })
          .onConflictDoNothing();
        continue;
      }
      const name = design.imageUrl
        .split('/')
        .pop()!
        .replace(/\.\w+$/, '');
      const read = readDst(writeDst(rosetteMoves(6 + (index % 4) * 2, 2 + (index % 3)), name));
      const acceptedAt = new Date(design.paidAt.getTime() + 10 * HOUR);
      await tx
        .insert(embs)
        .values({
          userId: design.userId,
          imageUrl: design.imageUrl,
          location: design.location as 'front',
          orderItemId: design.itemId,
          status: 'accepted',
          designerId: designer,
          fileName: `${name}.dst`,
          format: 'dst',
          stitches: read.stitches,
          colors: read.colors,
          widthTenths: read.bounds.maxX - read.bounds.minX,
          heightTenths: read.bounds.maxY - read.bounds.minY,
          previewSvg: dstPreviewSvg(read),
          costCents: 300,
          chargedCents: 0,
          assignedAt: new Date(design.paidAt.getTime() + 2 * HOUR),
          uploadedAt: new Date(design.paidAt.getTime() + 8 * HOUR),
          acceptedAt,
        })
        .onConflictDoNothing();
    }
    // Units scanned as far as each order got: In-production has its first unit embroidered,
    // Pre-shipment and later have every unit packed.
    for (const { order, item } of paid) {
      const status = order.productionStatus ?? 0;
      const start = order.paidAt!.getTime() + 12 * HOUR;
      const steps =
        status === 1 || status === 4
          ? ['embroidered' as const]
          : status >= 2
            ? productionSteps
            : [];
      const units = status === 1 || status === 4 ? 1 : item.quantity;
      const rows = Array.from({ length: units }, (_, unit) =>
        steps.map((step, stepIndex) => ({
          orderId: order.id,
          orderItemId: item.id,
          unit: unit + 1,
          step,
          factory: order.factory,
          userId: producer,
          createdAt: new Date(start + (unit * 3 + stepIndex) * HOUR),
        })),
      ).flat();
      if (rows.length > 0) await tx.insert(productionScans).values(rows);
      if (status >= 2 && status !== 4) {
        await tx
          .update(orderItems)
          .set({ completedAt: new Date(start + 6 * HOUR) })
          .where(eq(orderItems.id, item.id));
      }
      if (status === 4) {
        await tx
          .update(orders)
          .set({
            holdReason: 'Waiting for the customer to confirm the thread colour',
            statusBeforeHold: 1,
          })
          .where(eq(orders.id, order.id));
      }
    }
    return [];
  },
};
