import { isNotNull } from 'drizzle-orm';
import { orderPackages, orders } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/demo.ts';

const HOUR = 3_600_000;

/** USPS numbers start 94…; the demo's others are YunExpress's. */
const carrierOf = (trackingNumber: string) =>
  trackingNumber.startsWith('94') ? 'usps' : 'yunexpress';

/**
 * The demo's shipped orders as packages: each tracking number the order carries is a numbered
 * package (the reshipped order has two), shipped a day after it was paid.
 */
export const shippingDemoSeeder: DemoSeeder = {
  name: 'shipping',
  run: async (tx) => {
    const shipped = await tx
      .select({ id: orders.id, trackingNumber: orders.trackingNumber, paidAt: orders.paidAt })
      .from(orders)
      .where(isNotNull(orders.trackingNumber));
    const rows = shipped.flatMap((order) =>
      (order.trackingNumber ?? '')
        .split(',')
        .filter(Boolean)
        .map((trackingNumber, index) => ({
          orderId: order.id,
          orderPackageNo: index + 1,
          trackingNumber,
          carrierCode: carrierOf(trackingNumber),
          shippedAt: new Date((order.paidAt?.getTime() ?? Date.now()) + (24 + index * 72) * HOUR),
        })),
    );
    if (rows.length > 0) await tx.insert(orderPackages).values(rows).onConflictDoNothing();
    return [];
  },
};
