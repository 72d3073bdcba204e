import {
  type CatalogPosition,
  type CreateOrderInput,
  createOrderInputSchema,
  fillTemplate,
  type OrderStatus,
  transactionNotes,
} from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type OrderChange, orderRevisions, orders, stores, users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/demo.ts';
import { moveCredit } from '../transactions/credit-ledger.ts';
import { insertWalletCheckout } from '../transactions/order-payments.service.ts';
import { insertTransaction, type TransactionRow } from '../transactions/transactions.repository.ts';
import { loadOrderContext, resolveOrder } from './shared/order-input.ts';
import { insertOrderRows, orderSearchText } from './shared/orders.repository.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Customer = CreateOrderInput['address'];
const customer = (
  name: string,
  address1: string,
  city: string,
  state: string,
  zip: string,
  country = 'US',
): Customer => {
  const [firstName = name, ...rest] = name.split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    address1,
    city,
    state,
    zip,
    country,
    email: `${firstName.toLowerCase()}@mail.example`,
    phone: country === 'US' ? '+1 (415) 555-0142' : '+49 30 901820',
  };
};

const design = (name: string, location: CatalogPosition = 'front') => ({
  imageUrl: `https://demo.stitchworks.app/designs/${name}.png`,
  location,
});
const tee = (color: string, size: string, quantity = 1, art = 'rose') => ({
  catalogId: 7,
  color,
  size,
  quantity,
  designImages: [design(art)],
});
const mug = (quantity = 1) => ({
  catalogId: 10,
  color: 'White',
  size: '11oz',
  quantity,
  designImages: [design('monogram', 'full')],
});

/** What happened to a demo order after it was placed: its status and when each step came. */
type Story = {
  status: OrderStatus;
  /** How long ago it was placed, in days. */
  placed: number;
  productionStatus?: number;
  tracking?: string[];
  archived?: boolean;
};

type DemoOrder = { input: CreateOrderInput; story: Story };

/** One order in every status (and every production status) for each screen to show. */
function demoOrdersOf(storeId: number | undefined): DemoOrder[] {
  const at = (placed: number, fields: Omit<Story, 'placed'>) => ({ ...fields, placed });
  const order = (
    sellerOrderId: string,
    address: Customer,
    items: CreateOrderInput['items'],
    story: Story,
    extra: Partial<CreateOrderInput> = {},
  ): DemoOrder => ({
    input: { sellerOrderId, address, items, ...(storeId ? { storeId } : {}), ...extra },
    story,
  });
  return [
    order(
      'DEMO-1001',
      customer('Emma Wilson', '350 Fifth Avenue', 'New York', 'NY', '10118'),
      [tee('Black', 'm', 2), mug()],
      at(0.1, { status: 'created' }),
    ),
    order(
      'DEMO-1002',
      customer('Noah Garcia', '1 Market Street', 'San Francisco', 'CA', '94105'),
      [tee('Navy', 'l')],
      at(0.5, { status: 'created' }),
      { shippingMethod: 'yun' },
    ),
    // The ZIP code belongs to New York, not Texas: waits for a supporter at /unverified-order.
    order(
      'DEMO-1003',
      customer('Olivia Martinez', '700 Congress Avenue', 'Austin', 'TX', '10118'),
      [tee('White', 's')],
      at(1, { status: 'created' }),
    ),
    order(
      'DEMO-1004',
      customer('Liam Brown', '233 South Wacker Drive', 'Chicago', 'IL', '6060'),
      [tee('Red', 'xl', 3, 'anchor')],
      at(1.5, { status: 'created' }),
    ),
    order(
      'DEMO-1005',
      customer('Ava Johnson', '400 Broad Street', 'Seattle', 'WA', '98109'),
      [tee('Sport Grey', 'm'), tee('Black', 'l')],
      at(2, { status: 'pending_payment' }),
    ),
    ...[0, 1, 2, 3, 4].map((productionStatus) =>
      order(
        `DEMO-11${productionStatus}0`,
        customer(
          ['Sophia Davis', 'Mason Miller', 'Isabella Moore', 'Lucas Taylor', 'Mia Anderson'][
            productionStatus
          ]!,
          `${100 + productionStatus * 11} Peachtree Street`,
          'Atlanta',
          'GA',
          '30303',
        ),
        // The On-design order's tiger has no stitch file yet: it waits at /design-assign.
        [
          tee(
            ['Black', 'Navy', 'Forest Green', 'Maroon', 'Sand'][productionStatus]!,
            'm',
            1,
            productionStatus === 0 ? 'tiger' : 'rose',
          ),
        ],
        at(3 + productionStatus, { status: 'processing', productionStatus }),
      ),
    ),
    order(
      'DEMO-1201',
      customer('Ethan Thomas', '1600 Champa Street', 'Denver', 'CO', '80202'),
      [tee('Black', 'm'), tee('White', 'm'), mug(2)],
      at(9, {
        status: 'partially_shipped',
        productionStatus: 2,
        tracking: ['9400111899562537846012'],
      }),
    ),
    order(
      'DEMO-1202',
      customer('Charlotte Jackson', '1 Beacon Street', 'Boston', 'MA', '02108'),
      [tee('Navy', 's', 2)],
      at(12, { status: 'shipped', productionStatus: 3, tracking: ['9400111899562537846029'] }),
    ),
    order(
      'DEMO-1203',
      customer('Lena Schmidt', 'Friedrichstraße 43', 'Berlin', 'BE', '10117', 'DE'),
      [{ ...tee('White', 'l'), catalogId: 21 }],
      at(15, { status: 'shipped', productionStatus: 3, tracking: ['YT2412345678901234'] }),
      { factory: 'eu1', shippingMethod: 'yun' },
    ),
    order(
      'DEMO-1204',
      customer('James White', '1000 SW Broadway', 'Portland', 'OR', '97205'),
      [tee('Maroon', 'xxl')],
      at(20, {
        status: 'reshipped',
        productionStatus: 3,
        tracking: ['9400111899562537846036', '9400111899562537846043'],
      }),
    ),
    order(
      'DEMO-1205',
      customer('Amelia Harris', '100 Biscayne Boulevard', 'Miami', 'FL', '33132'),
      [tee('Light Pink', 'xs')],
      at(25, { status: 'cancelled', productionStatus: 0 }),
    ),
    order(
      'DEMO-1206',
      customer('Benjamin Clark', '500 Main Street', 'Houston', 'TX', '77002'),
      [mug(3)],
      at(30, { status: 'refunded', productionStatus: 1 }),
    ),
    order(
      'DEMO-1207',
      customer('Harper Lewis', '200 Santa Monica Pier', 'Santa Monica', 'CA', '90401'),
      [tee('Black', 's')],
      at(6, { status: 'created', archived: true }),
    ),
  ];
}

/** The second seller has a few orders, so staff lists show more than one seller. */
const secondSellerOrders = (): DemoOrder[] => [
  {
    input: {
      sellerOrderId: 'AVA-501',
      address: customer('Grace Walker', '2 Lincoln Memorial Circle', 'Washington', 'DC', '20037'),
      items: [tee('Royal Blue', 'm', 1, 'star')],
    },
    story: { status: 'created', placed: 0.2 },
  },
  {
    input: {
      sellerOrderId: 'AVA-502',
      address: customer('Henry Young', '800 Nicollet Mall', 'Minneapolis', 'MN', '55402'),
      items: [tee('Sport Grey', 'l')],
    },
    story: { status: 'processing', placed: 4, productionStatus: 1 },
  },
  {
    input: {
      sellerOrderId: 'AVA-503',
      address: customer(
        'Ella King',
        '1 Dr Carlton B Goodlett Place',
        'San Francisco',
        'CA',
        '94102',
      ),
      items: [mug()],
    },
    story: {
      status: 'shipped',
      placed: 10,
      productionStatus: 3,
      tracking: ['9400111899562537846050'],
    },
  },
];

/**
 * The steps a story went through after creation, as changelog entries and the order's fields; a
 * pending payment's step is its wallet checkout.
 */
function replay(story: Story, placedAt: Date, checkout?: Pick<TransactionRow, 'id' | 'createdAt'>) {
  const steps: { at: Date; action: string; changes: OrderChange[] }[] = [];
  const after = (hours: number) => new Date(placedAt.getTime() + hours * HOUR);
  const paid = !['created', 'pending_payment'].includes(story.status);
  const paidAt = paid ? after(2) : null;
  if (checkout) {
    steps.push({
      at: checkout.createdAt,
      action: 'checkout',
      changes: [
        { field: 'status', before: 'created', after: 'pending_payment' },
        { field: 'transactionId', before: null, after: checkout.id },
      ],
    });
  }
  if (paidAt) {
    steps.push({
      at: paidAt,
      action: 'paid',
      changes: [
        { field: 'status', before: 'created', after: 'processing' },
        { field: 'productionStatus', before: null, after: 0 },
      ],
    });
  }
  if (story.productionStatus) {
    steps.push({
      at: after(20),
      action: 'production-status',
      changes: [{ field: 'productionStatus', before: 0, after: story.productionStatus }],
    });
  }
  const tracking = story.tracking ?? [];
  if (tracking.length > 0) {
    steps.push({
      at: after(30),
      action: 'tracking',
      changes: [{ field: 'trackingNumber', before: null, after: tracking.join(',') }],
    });
  }
  if (story.status !== 'processing' && paid) {
    steps.push({
      at: after(40),
      action: 'status',
      changes: [{ field: 'status', before: 'processing', after: story.status }],
    });
  }
  if (story.archived) {
    steps.push({
      at: after(5),
      action: 'archived',
      changes: [{ field: 'archivedAt', before: null, after: after(5).toISOString() }],
    });
  }
  return { steps, paidAt, tracking: tracking.length ? tracking.join(',') : null };
}

async function seedSellerOrders(tx: Tx, email: string, demo: (storeId?: number) => DemoOrder[]) {
  const [seller] = await tx.select().from(users).where(eq(users.email, email));
  if (!seller) return 0;
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, seller.id))
    .limit(1);
  if (existing) return 0;
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.userId, seller.id))
    .limit(1);
  const list = demo(store?.id);
  const context = await loadOrderContext(tx, seller, {
    productIds: [],
    storeIds: store ? [store.id] : [],
  });
  // Placed through the write side's checks and pricing, so totals and address checks are real.
  const resolved = list.map(({ input }) =>
    resolveOrder(context, createOrderInputSchema.parse(input)),
  );
  // Rows only: staff are not notified of demo data, and each changelog is written below.
  const ids = await insertOrderRows(tx, resolved);
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.com'));
  const money: DemoOrderMoney[] = [];
  // A fixed hour of the seeding day keeps the demo's story the same whenever it is seeded.
  const today = new Date();
  today.setUTCHours(3, 0, 0, 0);
  for (const [index, { story }] of list.entries()) {
    const id = ids[index]!;
    const placedAt = new Date(today.getTime() - story.placed * DAY);
    const row = resolved[index]!;
    // Waiting at the online wallet: the pending payment the checkout writes, made by its function.
    const checkout =
      story.status === 'pending_payment'
        ? await insertWalletCheckout(tx, seller.id, [{ id, totalCents: row.totalCents }], '')
        : undefined;
    const { steps, paidAt, tracking } = replay(story, placedAt, checkout);
    await tx
      .update(orders)
      .set({
        status: story.status,
        paymentTransactionId: checkout?.id ?? null,
        productionStatus: paidAt ? (story.productionStatus ?? 0) : null,
        paidAt,
        approvedAt: paidAt,
        trackingNumber: tracking,
        searchText: orderSearchText({ ...row, trackingNumber: tracking }),
        archivedAt: story.archived ? steps.at(-1)!.at : null,
        createdAt: placedAt,
        updatedAt: steps.at(-1)?.at ?? placedAt,
      })
      .where(eq(orders.id, id));
    if (paidAt) {
      money.push({
        id,
        totalCents: row.totalCents,
        paidAt,
        ended: story.status === 'cancelled' || story.status === 'refunded' ? story.status : null,
        endedAt: steps.at(-1)!.at,
      });
    }
    const created = {
      at: placedAt,
      action: 'created',
      changes: [{ field: 'status', before: null, after: 'created' }],
    };
    await tx.insert(orderRevisions).values(
      [created, ...steps].map((step) => ({
        orderId: id,
        // Placing, checking out and paying are the seller's; the floor and shipping are staff's.
        userId: ['created', 'checkout', 'paid'].includes(step.action)
          ? seller.id
          : (admin?.id ?? null),
        action: step.action,
        changes: step.changes,
        createdAt: step.at,
      })),
    );
  }
  await seedOrderMoney(tx, { sellerId: seller.id, adminId: admin?.id ?? null }, money);
  return ids.length;
}

type DemoOrderMoney = {
  id: number;
  totalCents: number;
  paidAt: Date;
  ended: 'cancelled' | 'refunded' | null;
  endedAt: Date;
};

/**
 * The money of the demo's paid orders, moved as the app moves it: a top-up by bank transfer
 * covering them, each order paid from the credit (a completed payment naming it, and its ledger
 * entry), and the cancelled and refunded ones given back in full (a refund and its entry). The
 * moves are made in the order they happened, each dated then, so every ledger entry's balance after
 * is the balance of its moment (the credit seeder's entries all predate these). The balance ends
 * where the credit seeder left it, and staff can refund or cancel a demo order as any other.
 */
async function seedOrderMoney(
  tx: Tx,
  people: { sellerId: number; adminId: number | null },
  paid: readonly DemoOrderMoney[],
) {
  const charged = paid.filter((order) => order.totalCents > 0);
  if (charged.length === 0) return;
  const sum = (list: readonly DemoOrderMoney[]) =>
    list.reduce((total, order) => total + order.totalCents, 0);
  const refunded = charged.filter((order) => order.ended !== null);
  const topUpAt = new Date(Math.min(...charged.map((order) => order.paidAt.getTime())) - HOUR);
  const topUpCents = sum(charged) - sum(refunded);
  const move = async (
    values: Omit<Parameters<typeof insertTransaction>[1], 'userId' | 'status'> & {
      createdAt: Date;
    },
    deltaCents: number,
  ) => {
    const row = await insertTransaction(tx, {
      ...values,
      userId: people.sellerId,
      status: 'completed',
      updatedAt: values.createdAt,
    });
    await moveCredit(tx, {
      userId: people.sellerId,
      deltaCents,
      transactionId: row.id,
      at: values.createdAt,
    });
    return row.id;
  };
  const moves: { at: Date; run: () => Promise<void> }[] = [];
  if (topUpCents > 0) {
    moves.push({
      at: topUpAt,
      run: async () => {
        await move(
          {
            type: 'deposit',
            amountCents: topUpCents,
            paymentMethod: 'manual',
            note: transactionNotes.bankTransferReceived,
            createdById: people.adminId,
            createdAt: topUpAt,
          },
          topUpCents,
        );
      },
    });
  }
  for (const order of charged) {
    moves.push({
      at: order.paidAt,
      run: async () => {
        const paymentId = await move(
          {
            type: 'payment',
            amountCents: order.totalCents,
            paymentMethod: 'credit',
            note: '',
            orderIds: [order.id],
            createdById: people.sellerId,
            createdAt: order.paidAt,
          },
          -order.totalCents,
        );
        await tx
          .update(orders)
          .set({ paymentTransactionId: paymentId })
          .where(eq(orders.id, order.id));
      },
    });
    const ended = order.ended;
    if (ended === null) continue;
    moves.push({
      at: order.endedAt,
      run: async () => {
        await move(
          {
            type: 'refund',
            amountCents: order.totalCents,
            paymentMethod: 'credit',
            note: fillTemplate(
              ended === 'cancelled'
                ? transactionNotes.orderCancelled
                : transactionNotes.orderRefunded,
              { id: order.id },
            ),
            orderIds: [order.id],
            createdById: people.adminId,
            createdAt: order.endedAt,
          },
          order.totalCents,
        );
        await tx
          .update(orders)
          .set({
            refundedCents: order.totalCents,
            ...(ended === 'cancelled' ? { cancelledCents: order.totalCents } : {}),
          })
          .where(eq(orders.id, order.id));
      },
    });
  }
  // In time order (a stable sort keeps a payment before its own refund at the same instant).
  moves.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const each of moves) await each.run();
}

/**
 * Demo orders for the demo sellers: every status (created, some with an unverified address,
 * pending payment, processing at each production status, partially shipped, shipped with
 * tracking, reshipped, cancelled, refunded, one archived), each with its changelog. Skipped for a
 * seller who already has orders.
 */
export const ordersDemoSeeder: DemoSeeder = {
  name: 'orders',
  run: async (tx) => {
    const first = await seedSellerOrders(tx, 'seller@example.com', demoOrdersOf);
    const second = await seedSellerOrders(tx, 'seller2@example.com', secondSellerOrders);
    if (first + second === 0) return [];
    return [
      `Orders: ${first} for seller@example.com and ${second} for seller2@example.com, in every status`,
    ];
  },
};
