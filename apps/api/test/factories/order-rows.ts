import type { OrderAddress } from '@stitchworks/shared';
import type { DbOrTx } from '../../src/db/client.ts';
import { orderItems, orderRevisions, orders } from '../../src/db/schema/index.ts';
import { orderSearchText } from '../../src/modules/orders/orders.public.ts';

type OrderValues = typeof orders.$inferInsert;
type ItemValues = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;

let counter = 0;
// Letters only, so a default seller order id never matches a keyword search for an order id.
const lettersOf = (n: number): string =>
  (n >= 26 ? lettersOf(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));

export const testAddress = (overrides: Partial<OrderAddress> = {}): OrderAddress => ({
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '12 Main Street',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  country: 'US',
  email: 'jane@example.test',
  phone: '5125550100',
  ...overrides,
});

/**
 * An order row as it would be stored in any status, for tests of reading: the columns the write
 * side derives (customer name, search text, item count, totals) are derived the same way here.
 */
export async function insertOrderRow(
  db: DbOrTx,
  seller: { id: number },
  overrides: Partial<OrderValues> & { items?: Partial<ItemValues>[] } = {},
) {
  counter += 1;
  const { items: itemOverrides, ...values } = overrides;
  const address = values.address ?? testAddress();
  const customerName = `${address.firstName} ${address.lastName}`.trim();
  const sellerOrderId = values.sellerOrderId ?? `so-${lettersOf(counter)}`;
  const items = (itemOverrides ?? [{}]).map((item) => {
    const quantity = item.quantity ?? 1;
    const unitCents = item.unitCents ?? 1_250;
    return {
      catalogId: 7,
      color: 'Black',
      size: 'M',
      designImages: [],
      ...item,
      quantity,
      unitCents,
      amountCents: item.amountCents ?? unitCents * quantity,
    };
  });
  const itemsCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const shippingCents = values.shippingCents ?? 499;
  const searchText = orderSearchText({
    sellerOrderId,
    customerName,
    trackingNumber: values.trackingNumber ?? null,
  });
  const [order] = await db
    .insert(orders)
    .values({
      userId: seller.id,
      shippingMethod: 'standard',
      factory: 'vn1',
      addressVerified: true,
      itemsCents,
      shippingCents,
      taxCents: 0,
      discountCents: 0,
      totalCents: itemsCents + shippingCents,
      ...values,
      sellerOrderId,
      address,
      customerName,
      searchText,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    })
    .returning();
  await db
    .insert(orderItems)
    .values(items.map((item, index) => ({ ...item, orderId: order!.id, position: index })));
  return order!;
}

export async function insertRevision(
  db: DbOrTx,
  orderId: number,
  values: Partial<typeof orderRevisions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(orderRevisions)
    .values({ orderId, action: 'update', changes: [], ...values })
    .returning();
  return row!;
}
