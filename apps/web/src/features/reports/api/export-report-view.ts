import type { ReportKind } from '@stitchworks/shared';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';
import { saveBlob } from '../../../lib/save-blob';

/** A live view with its filters as a CSV file (`?format=csv`), saved as `<kind>.csv`. */
export async function exportReportView(kind: ReportKind, query: QueryParams): Promise<void> {
  const csv = await apiClient.get<Blob>(`/reports/${kind}`, {
    query: { ...query, format: 'csv' },
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(csv, `${kind}.csv`);
}
