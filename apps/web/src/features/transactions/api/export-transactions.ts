import type { TransactionListQuery } from '@stitchworks/shared';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';

/** GET /transactions/report: the list's filters over a created range, as a CSV file to save. */
export async function exportTransactions(query: TransactionListQuery): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  const csv = await apiClient.get<Blob>('/transactions/report', {
    query: filters,
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const day = (seconds: number | undefined) =>
    seconds === undefined ? '' : new Date(seconds * 1000).toISOString().slice(0, 10);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(csv);
  link.download = `transactions-${day(filters.createdFrom)}-${day(filters.createdTo)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
