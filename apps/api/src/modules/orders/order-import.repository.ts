import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Ids looked up per statement. */
const CHUNK = 10_000;

/** A PostgreSQL array literal of texts: every element quoted, quotes and backslashes escaped. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Which of `ids` the seller already uses on a live order. The ids travel as one array parameter,
 * which the planner sees as a constant: a big list is hashed (or probes the unique index
 * (user_id, seller_order_id)) instead of being compared row by row, whatever the statistics say
 * right after a large import.
 */
export async function findUsedSellerOrderIds(
  db: DbOrTx,
  userId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  const used = new Set<string>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const literal = textArrayLiteral(unique.slice(start, start + CHUNK));
    const rows = await queryRows<{ seller_order_id: string }>(
      db,
      sql`select ${orders.sellerOrderId} as seller_order_id from ${orders}
        where ${orders.userId} = ${userId} and ${orders.archivedAt} is null
          and ${orders.sellerOrderId} = any(${literal}::text[])`,
    );
    for (const row of rows) used.add(row.seller_order_id);
  }
  return used;
}
