import { MAX_ORDERS_PER_PAYMENT } from '@stitchworks/shared/enums/transactions';

/** `/order/transaction?ids=3,7` (the orders chosen in the list) or `?cancelled=<payment>`. */
export type OrderTransactionSearch = {
  /** The chosen orders as `3,7`; none: every order waiting for payment (see orderIdsOf). */
  ids?: string | undefined;
  /** A wallet payment the payer cancelled at the wallet: the page cancels it. */
  cancelled?: number | undefined;
};

/** `/order/transaction-success?transactionId=<payment>` (`&token=…&sandbox=1` for the sandbox). */
export type OrderTransactionSuccessSearch = {
  transactionId?: number | undefined;
  sandbox?: boolean | undefined;
};

/** The `ids` param of a link to the payment page. */
export const idsParam = (ids: readonly number[]) => ids.join(',');

const positiveInteger = (value: unknown) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
};

/** Ids as the router hands them: `3,7` as text, a lone id parsed as a number, or a list. */
function idList(value: unknown): number[] | undefined {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'number'
      ? [value]
      : typeof value === 'string'
        ? value.split(',')
        : [];
  const ids = [...new Set(parts.map(positiveInteger).filter((id) => id !== undefined))];
  return ids.length > 0 ? ids.slice(0, MAX_ORDERS_PER_PAYMENT) : undefined;
}

/** The chosen orders of the payment page's `ids` param. */
export const orderIdsOf = (ids: string | undefined): number[] | undefined => idList(ids);

export function validateOrderTransactionSearch(
  search: Record<string, unknown>,
): OrderTransactionSearch {
  const ids = idList(search.ids);
  return { ids: ids ? idsParam(ids) : undefined, cancelled: positiveInteger(search.cancelled) };
}

export function validateOrderTransactionSuccessSearch(
  search: Record<string, unknown>,
): OrderTransactionSuccessSearch {
  const sandbox = search.sandbox;
  return {
    transactionId: positiveInteger(search.transactionId),
    sandbox:
      sandbox === 1 || sandbox === true || sandbox === '1' || sandbox === 'true' ? true : undefined,
  };
}
