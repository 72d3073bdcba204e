import { QR_LABELS_PER_PAGE } from '@stitchworks/shared/enums/production';

/** The printed sheet's pages: the labels in runs of 10 (a page break after each run). */
export function labelPages<T>(labels: readonly T[], perPage = QR_LABELS_PER_PAGE): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let start = 0; start < labels.length; start += size) {
    pages.push(labels.slice(start, start + size));
  }
  return pages;
}

/** Most orders one sheet asks for (the API's own bound). */
export const MAX_LABEL_ORDERS = 500;
const MAX_ID = 2_147_483_647;

/**
 * The order ids of `?ids=1,2,3`: positive whole numbers, each once, in the given order; anything
 * else is dropped. The router may hand over a number for a single id.
 */
export function parseOrderIds(value: unknown): number[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  const ids: number[] = [];
  for (const part of String(value).split(',')) {
    const text = part.trim();
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id >= 1 && id <= MAX_ID && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_LABEL_ORDERS);
}

export type QrLabelsSearch = { ids?: string | undefined };

/** `/order/qr-labels?ids=…`: keeps only valid ids, as the comma list the API reads. */
export function validateQrLabelsSearch(search: Record<string, unknown>): QrLabelsSearch {
  const ids = parseOrderIds(search.ids);
  return { ids: ids.length > 0 ? ids.join(',') : undefined };
}

/** The file name of a downloaded sheet: one order's id, or the first and a count. */
export function labelsFileName(ids: readonly number[]): string {
  if (ids.length === 1) return `qr-labels-${ids[0]}.pdf`;
  return `qr-labels-${ids[0]}-and-${ids.length - 1}-more.pdf`;
}
