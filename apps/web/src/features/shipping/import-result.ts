import type { TrackingImportResult } from '@stitchworks/shared';

export type ImportRowFilter = 'all' | 'failed' | 'flagged';
export type ImportResultRow = TrackingImportResult['rows'][number];

/** The counters above the result table: imported, failed, and rows on another order's number. */
export function importCounters(result: TrackingImportResult) {
  const flagged = result.rows.filter((row) => row.duplicateOf.length > 0).length;
  return {
    total: result.rows.length,
    imported: result.imported,
    failed: result.failed,
    flagged,
  };
}

/** The rows a filter shows, in file order. */
export function filterImportRows(
  rows: readonly ImportResultRow[],
  filter: ImportRowFilter,
): ImportResultRow[] {
  if (filter === 'failed') return rows.filter((row) => !row.ok);
  if (filter === 'flagged') return rows.filter((row) => row.duplicateOf.length > 0);
  return [...rows];
}

/** One page of rows (pages from 1), so a 100,000-row result renders quickly. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pages, current, rows: rows.slice((current - 1) * size, current * size) };
}

/** A file the tracking import reads, by its name: CSV or XLSX. */
export function isTrackingFileName(name: string): boolean {
  return /\.(csv|xlsx)$/i.test(name);
}
