import { formatDateTime, MISSING_VALUE } from '../../lib/format';
import { translateAddressIssue } from './order-messages';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MONEY_FIELDS = new Set([
  'total',
  'itemsTotal',
  'shippingFee',
  'tax',
  'discount',
  'unitPrice',
  'amount',
  'labelCharged',
]);

/**
 * One side of a changelog line as people read it: nothing is 'N/A', instants are shown in the app
 * time zone, amounts in dollars, an address as its fields, a list of reasons joined, and a list of
 * items as its compact JSON.
 */
export function formatRevisionValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  if (typeof value === 'number') {
    return MONEY_FIELDS.has(field) ? `$${value.toFixed(2)}` : String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return MISSING_VALUE;
    // A list of reasons or ids reads as a list; a list of items as their JSON.
    const plain = value.every((entry) => typeof entry === 'string' || typeof entry === 'number');
    if (!plain) return JSON.stringify(value);
    // The address checks' reasons are stored in English: they are read in the interface language.
    return (
      field === 'addressIssues' ? value.map((entry) => translateAddressIssue(String(entry))) : value
    ).join('; ');
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value).filter(
      ([, inner]) => inner !== null && inner !== undefined && inner !== '',
    );
    if (entries.length === 0) return MISSING_VALUE;
    return entries.map(([key, inner]) => `${key}: ${formatRevisionValue(key, inner)}`).join(', ');
  }
  return JSON.stringify(value);
}
