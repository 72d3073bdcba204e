import { notificationText, type ReferralType } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { referrals, referralUses, users } from '../../db/schema/index.ts';
import { formatDollars } from '../../lib/money.ts';
import { notify } from '../notifications/notifications.service.ts';

// What the order book asks of referrals: the discount a seller's orders get, and the earning of a
// referrer when a referred seller's first order ships (or its withdrawal when that order is
// refunded). Kept apart from the referral service so the order book imports nothing that imports it.

/** A code's discount as pricing takes it: hundredths of a percent, or cents. */
export type ReferralDiscount = { type: ReferralType; hundredths: number };

/**
 * The discount of the code the seller entered, while it applies: the code is not deleted and not
 * expired at `at`. Null for a seller without one.
 */
export async function referralDiscountFor(
  db: DbOrTx,
  sellerId: number,
  at: Date = new Date(),
): Promise<ReferralDiscount | null> {
  const [row] = await queryRows<{ type: ReferralType; hundredths: number }>(
    db,
    sql`select r.type, r.seller_discount_hundredths as hundredths
      from ${referralUses} x join ${referrals} r on r.id = x.referral_id
      where x.seller_id = ${sellerId} and r.deleted_at is null and r.expired_at > ${at.toISOString()}
      limit 1`,
  );
  return row ? { type: row.type, hundredths: Number(row.hundredths) } : null;
}

export type ShippedOrder = { id: number; userId: number; createdAt: Date };

/**
 * Orders that became shipped, in the caller's transaction: a referred seller's first order placed
 * after they entered the code earns their referrer the code's compensation (once per seller; the
 * lowest order id of a batch counts). The referrer is told when there is money in it.
 */
export async function earnReferralsOnShipped(tx: Tx, shipped: readonly ShippedOrder[]) {
  if (shipped.length === 0) return;
  const firstBySeller = new Map<number, ShippedOrder>();
  for (const order of shipped) {
    const known = firstBySeller.get(order.userId);
    if (!known || order.id < known.id) firstBySeller.set(order.userId, order);
  }
  const list = [...firstBySeller.values()];
  const earned = await queryRows<{
    referrer_id: number;
    compensation_cents: number;
    seller_name: string;
  }>(
    tx,
    sql`with shipped as (
        select * from unnest(
          ${`{${list.map((order) => order.id).join(',')}}`}::int[],
          ${`{${list.map((order) => order.userId).join(',')}}`}::int[],
          ${`{${list.map((order) => `"${order.createdAt.toISOString()}"`).join(',')}}`}::timestamptz[]
        ) as s(order_id, seller_id, created_at)
      ), earned as (
        update ${referralUses} x set order_id = s.order_id, earned_at = now()
        from shipped s
        where x.seller_id = s.seller_id and x.earned_at is null and s.created_at >= x.created_at
        returning x.referrer_id, x.compensation_cents, x.seller_id
      )
      select e.referrer_id, e.compensation_cents, u.name as seller_name
      from earned e join ${users} u on u.id = e.seller_id`,
  );
  for (const row of earned) {
    if (Number(row.compensation_cents) <= 0) continue;
    await notify(tx, {
      userIds: [row.referrer_id],
      type: 'referral',
      message: notificationText('referralEarned', {
        amount: formatDollars(Number(row.compensation_cents)),
        name: row.seller_name,
      }),
      meta: { link: '/referral-history' },
    });
  }
}

/**
 * An order cancelled or wholly refunded no longer earns: a compensation it earned and that is not
 * yet claimed goes back to waiting for the seller's next shipped order. A claimed one stays paid.
 */
export async function withdrawReferralEarning(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(
    sql`update ${referralUses} set order_id = null, earned_at = null
      where order_id = ${orderId} and claimed_at is null`,
  );
}
