import type { CatalogPosition } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordsTable } from '../../db/records.ts';
import { embs } from '../../db/schema/index.ts';

/** One design of a paid order item that needs a stitch file. */
export type DesignNeed = {
  userId: number;
  imageUrl: string;
  location: CatalogPosition;
  orderItemId: number;
};

/**
 * Opens a digitizing job ('todo') for every design that has none yet, in the caller's
 * transaction. A design that already has a job, in any state, keeps it: one job per seller and
 * image, so an accepted file serves every later order of the same design. Sellers who approve
 * their stitch-outs get jobs that will wait for that approval.
 */
export async function openDigitizingJobs(tx: DbOrTx, needs: readonly DesignNeed[]): Promise<void> {
  const unique = new Map<string, DesignNeed>();
  for (const need of needs) unique.set(`${need.userId}\n${need.imageUrl}`, need);
  if (unique.size === 0) return;
  const rows = [...unique.values()];
  await tx.execute(sql`
    insert into ${embs} (user_id, image_url, location, order_item_id)
    select r.user_id, r.image_url, r.location, r.order_item_id
    from ${recordsTable(
      rows.map((row) => ({
        user_id: row.userId,
        image_url: row.imageUrl,
        location: row.location,
        order_item_id: row.orderItemId,
      })),
      { user_id: 'int', image_url: 'text', location: 'text', order_item_id: 'int' },
    )}
    order by r.user_id, r.image_url
    on conflict (user_id, image_url) do nothing`);
}

/**
 * The SQL condition "this order's every design has an accepted stitch file the seller does not
 * still have to approve", for an order aliased `o`.
 */
export const designsReadySql = sql`not exists (
  select 1 from order_items i cross join lateral jsonb_array_elements(i.design_images) d
  where i.order_id = o.id and not exists (
    select 1 from embs e
    where e.user_id = o.user_id and e.image_url = d->>'imageUrl' and e.status = 'accepted'
      and (e.approval is null or e.approval = 'approved')))`;
