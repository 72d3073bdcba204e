import type { Report } from '@stitchworks/shared';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** GET /reports/:id/file, saved as `<kind>-<id>.csv`. */
export async function downloadReport(report: Pick<Report, 'id' | 'kind'>): Promise<void> {
  const csv = await apiClient.get<Blob>(`/reports/${report.id}/file`, {
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(csv, `${report.kind}-${report.id}.csv`);
}
