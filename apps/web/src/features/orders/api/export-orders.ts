import type { OrderListQuery } from '@stitchworks/shared';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

const day = (seconds: number | undefined) =>
  seconds === undefined ? 'all' : new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * GET /orders/admin_exports (staff): every order of the list's filters, one row per item, streamed
 * by the server as CSV (30 s time-out, spec 01 §9).
 */
export async function exportOrdersForStaff(query: OrderListQuery): Promise<void> {
  const { page: _page, limit: _limit, sort: _sort, direction: _direction, ...filters } = query;
  const csv = await apiClient.get<Blob>('/orders/admin_exports', {
    query: filters as Record<string, string | number | undefined>,
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const from = (filters.paidFrom ?? filters.createdFrom) as number | undefined;
  const to = (filters.paidTo ?? filters.createdTo) as number | undefined;
  saveBlob(csv, `orders-${day(from)}-${day(to)}.csv`);
}

/** GET /orders/exports?paidFrom&paidTo (seller): their own orders paid in the range. */
export async function exportOwnOrders(range: { paidFrom: number; paidTo: number }): Promise<void> {
  const csv = await apiClient.get<Blob>('/orders/exports', {
    query: range,
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(csv, `orders-paid-${day(range.paidFrom)}-${day(range.paidTo)}.csv`);
}
