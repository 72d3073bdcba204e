import { factories, orderStatuses, shippingMethods } from '@stitchworks/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The order columns the list filters on, as small numbers beside their text: `orders.status_code`,
 * `factory_code` and `shipping_code` are generated from the text columns, and the list's covering
 * indexes hold the codes. A fixed-width key is compared as an integer and found at a known offset
 * in the index entry, where text is compared under a collation and every column after it is found
 * by walking the entry (bench/results-orders.md). The code of a value is its place in the shared
 * list, from 1: those lists only ever grow at their end.
 */
export const codedLists = {
  status: orderStatuses,
  factory: factories,
  shipping_method: shippingMethods,
} as const;

export type CodedColumn = keyof typeof codedLists;

/** The stored code of a value of one of the coded lists. */
export function codeOf<C extends CodedColumn>(
  column: C,
  value: (typeof codedLists)[C][number],
): number {
  return (codedLists[column] as readonly string[]).indexOf(value) + 1;
}

/** The generated column's expression: the code of the text column's value, null if unknown. */
export function codeSql(column: CodedColumn): SQL {
  const cases = codedLists[column].map((value, at) => `when '${value}' then ${at + 1}`).join(' ');
  return sql.raw(`case "${column}" ${cases} end`);
}
