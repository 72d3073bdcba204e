import { orderAddressSchema } from '@stitchworks/shared';
import { formatDateTime, formatMoney, missingValue } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { translateServerText } from '../../lib/server-messages';
import { translateTransactionNote } from '../../lib/transaction-note';
import {
  itemRowText,
  locationLabel,
  type OrderRowRef,
  orderRowName,
  type StoredItemRow,
} from './revision-rows';

/**
 * Every action the API writes into an order's changelog (`recordOrderChange`, `insertOrders`:
 * 'created', 'imported' by the CSV import, 'duplicated'; the tracking import, the demo data), and
 * the older name stored rows may still carry ('update-address'). Each has a label under
 * `orders:changelog.actions`.
 */
export const REVISION_ACTIONS = [
  'created',
  'imported',
  'duplicated',
  'updated',
  'address',
  'update-address',
  'verify-address',
  'verify-address-forced',
  'factory',
  'archived',
  'status',
  'paid',
  'checkout',
  'checkout-ended',
  'production-status',
  'production-correction',
  'designs-ready',
  'units-packed',
  'tracking',
  'tracking-corrected',
  'label',
  'label-voided',
  'cancelled',
  'cancel-requested',
  'cancel-refused',
  'refunded',
  'update-requested',
  'update-allowed',
  'update-denied',
  'reship',
  'design-cost',
  'extra-cost',
  'scan-undone',
  'item-note',
  'item-emb',
  'fba-shipped',
] as const;

/**
 * Every field a changelog entry of the API names as it is (an edit's fields, a payment's, a
 * cancel's, …), plus 'paidAt', which older rows carry. Each has a label under
 * `orders:changelog.fields`.
 */
export const REVISION_FIELDS = [
  'status',
  'fbaOrderId',
  'productionStatus',
  'reason',
  'note',
  'sellerOrderId',
  'storeId',
  'shippingMethod',
  'factory',
  'isTiktokShop',
  'ioss',
  'address',
  'addressVerified',
  'addressIssues',
  'items',
  'total',
  'paidTotal',
  'paidAt',
  'transactionId',
  'archivedAt',
  'trackingNumber',
  'shippingLabel',
  'labelCharged',
  'updateFlag',
  'cancelStatus',
  'cancelReason',
  'cancelledAmount',
  'cancelRequested',
  'refunded',
  'refundTransactionId',
  'reship',
  'duplicatedFrom',
] as const;

/**
 * The fields named after one item or package of the order ('item 12 design cost', 'package 2'):
 * each pattern's named groups fill its label under `orders:changelog.fields`.
 */
export const REVISION_FIELD_PATTERNS = [
  { key: 'itemDesignCost', pattern: /^item (?<item>\d+) design cost$/ },
  { key: 'itemExtraCost', pattern: /^item (?<item>\d+) extra cost$/ },
  { key: 'itemUnit', pattern: /^item (?<item>\d+) unit (?<unit>\d+)$/ },
  { key: 'itemNote', pattern: /^item (?<item>\d+) note$/ },
  { key: 'itemEmb', pattern: /^item (?<item>\d+) (?<location>\w+) emb$/ },
  { key: 'package', pattern: /^package (?<no>\d+)$/ },
] as const;

/** The keys of the objects some changes hold (a package, a label, a reship, stitch options). */
export const REVISION_VALUE_KEYS = [
  'id',
  'trackingNumber',
  'carrier',
  'carrierCode',
  'serviceCode',
  'shippedAt',
  'paidBy',
  'cost',
  'reason',
  'applique',
  'fabric',
  'outline',
] as const;

/** Fields and keys whose numbers are amounts in dollars (the API writes them with `toDollars`). */
const MONEY_FIELDS = new Set([
  'total',
  'itemsTotal',
  'shippingFee',
  'tax',
  'discount',
  'unitPrice',
  'amount',
  'labelCharged',
  'paidTotal',
  'cancelledAmount',
  'cancelRequested',
  'refunded',
  'cost',
  'itemDesignCost',
  'itemExtraCost',
]);

/** Fields whose number is another order's id: read as '#123', shown as a link to that order. */
const ORDER_ID_FIELDS = new Set(['duplicatedFrom']);

/** The order a changed value names (the source of a duplicate), to link to; null for others. */
export function linkedOrderId(field: string, value: unknown): number | null {
  return ORDER_ID_FIELDS.has(field) && typeof value === 'number' ? value : null;
}

/** One changed field of an order, as the changelog stores it. */
type Change = { field: string; before: unknown; after: unknown };

/** The address's fields in the order the address form has them. */
const ADDRESS_FIELDS = Object.keys(orderAddressSchema.shape);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Two stored values alike: an empty field and a missing one are the same. */
const sameValue = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * A change as the lines it is read in: a changed address reads one line per field that changed
 * ('address.address1': "350 5th Ave" → "1 Main St"), in the address form's order; any other
 * change as it is.
 */
export function changeLines(change: Change): Change[] {
  const { field, before, after } = change;
  if (field !== 'address' || !isObject(before) || !isObject(after)) return [change];
  const keys = new Set([...ADDRESS_FIELDS, ...Object.keys(before), ...Object.keys(after)]);
  const lines = [...keys]
    .filter((key) => !sameValue(before[key], after[key]))
    .map((key) => ({ field: `address.${key}`, before: before[key], after: after[key] }));
  return lines.length > 0 ? lines : [change];
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const has = (key: string) => i18n.exists(key);
const text = (key: string, values?: Record<string, string>) =>
  i18n.t(key as 'orders:list.title', values);

/** The key of a field among its labels: itself, or the pattern it matches ('item 12 note'). */
function fieldKeyOf(field: string): { key: string; values?: Record<string, string> } {
  for (const { key, pattern } of REVISION_FIELD_PATTERNS) {
    const match = pattern.exec(field);
    if (match) return { key, values: { ...match.groups } };
  }
  return { key: field };
}

/** What happened, in the interface language; an unknown action shows as it is stored. */
export function revisionActionLabel(action: string): string {
  const key = `orders:changelog.actions.${action}`;
  return has(key) ? text(key) : action;
}

/**
 * A changed field in the interface language: 'address.zip' reads as "Address · ZIP / postal
 * code", 'item 12 unit 3' as "Row 2 (Black / M) · unit 3" when row 12 is the second of the
 * order's `rows` (else "Item #12 · unit 3"); an unknown field shows as it is stored.
 */
export function revisionFieldLabel(field: string, rows: readonly OrderRowRef[] = []): string {
  const { key, values } = fieldKeyOf(field);
  if (values) {
    if (values.location) values.location = locationLabel(values.location);
    if (values.item) values.item = orderRowName(values.item, rows);
    return text(`orders:changelog.fields.${key}`, values);
  }
  const [head = field, sub] = field.split('.');
  const own = has(`orders:changelog.fields.${head}`)
    ? text(`orders:changelog.fields.${head}`)
    : head;
  if (!sub) return own;
  const part = has(`address:${sub}`) ? text(`address:${sub}`) : sub;
  return `${own} · ${part}`;
}

/** A key inside an object value: an address's fields by the address form's labels. */
function valueKeyLabel(field: string, key: string): string {
  if (field === 'address' && has(`address:${key}`)) return text(`address:${key}`);
  const own = `orders:changelog.valueKeys.${key}`;
  return has(own) ? text(own) : key;
}

/** A word the API stores for a status, a factory, a payer, …, as the screens name it. */
function wordOf(field: string, value: string | number): string | null {
  const keys: Record<string, string> = {
    status: `orders:statuses.${value}`,
    productionStatus: `orders:productionStatuses.${value}`,
    factory: `orders:factories.${value}`,
    shippingMethod: `orders:shippingMethods.${value}`,
    updateFlag: `orders:updateFlags.${value}`,
    cancelStatus: `orders:changelog.cancelStatuses.${value}`,
    itemUnit: `production:steps.${value}`,
    paidBy: `shipping:payers.${value}`,
  };
  const key = keys[field];
  return key && has(key) ? text(key) : null;
}

/**
 * One side of a changelog line as people read it: nothing is 'N/A', instants are shown in the app
 * time zone, amounts as money, statuses, payment notes and other stored words by their labels,
 * flags as yes or no, an object as its labelled fields, a list of reasons joined, and an edit's
 * rows one line each, joined by semicolons.
 */
export function formatRevisionValue(field: string, value: unknown): string {
  const { key } = fieldKeyOf(field);
  if (value === null || value === undefined || value === '') return missingValue();
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(key)) return formatMoney(value);
    if (ORDER_ID_FIELDS.has(key)) return `#${value}`;
    return wordOf(key, value) ?? String(value);
  }
  if (typeof value === 'boolean') return text(`orders:changelog.${value ? 'yes' : 'no'}`);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    // Why a checkout ended: its payment's note, stored in English. Typed reasons stay as typed.
    if (key === 'reason') return translateTransactionNote(value);
    return wordOf(key, value) ?? value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return missingValue();
    // A list of reasons or ids reads as a list; an edit's rows one line each; others as JSON.
    const plain = value.every((entry) => typeof entry === 'string' || typeof entry === 'number');
    if (!plain) {
      const rows = key === 'items' && value.every((entry) => typeof entry === 'object' && entry);
      return rows ? (value as StoredItemRow[]).map(itemRowText).join('; ') : JSON.stringify(value);
    }
    // The address checks' reasons are stored in English: they are read in the interface language.
    return (
      field === 'addressIssues' ? value.map((entry) => translateServerText(String(entry))) : value
    ).join('; ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(
      ([, inner]) => inner !== null && inner !== undefined && inner !== '',
    );
    if (entries.length === 0) return missingValue();
    return entries
      .map(([inner, entry]) => `${valueKeyLabel(key, inner)}: ${formatRevisionValue(inner, entry)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}
