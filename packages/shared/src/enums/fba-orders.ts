/**
 * FBA orders (spec 03): units made for a marketplace's warehouse, each with the seller's FNSKU
 * product label, the carton with the seller's shipping label. Statuses are ours (spec 03 §4 shows
 * only 'approved'): `created` waits for staff to price it, `priced` waits for the seller to
 * approve (and pay) it, `approved` is paid and on the floor, `shipped` left with its tracking
 * code; `cancelled` ends it.
 */
export const fbaOrderStatuses = ['created', 'priced', 'approved', 'shipped', 'cancelled'] as const;
export type FbaOrderStatus = (typeof fbaOrderStatuses)[number];
