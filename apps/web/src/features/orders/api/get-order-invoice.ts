import type { OrderInvoice } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { ordersKeys } from './query-keys';

/** GET /orders/{id}/invoice: what the printable invoice shows. */
export async function getOrderInvoice(id: number, signal?: AbortSignal): Promise<OrderInvoice> {
  const body = await apiClient.get<{ data: OrderInvoice }>(`/orders/${id}/invoice`, { signal });
  return body.data;
}

export function orderInvoiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: ordersKeys.invoice(id),
    queryFn: ({ signal }) => getOrderInvoice(id, signal),
  });
}

export function useOrderInvoice(id: number) {
  return useQuery(orderInvoiceQueryOptions(id));
}

/**
 * GET /orders/{id}/invoice.pdf, fetched with the access token (a plain link would carry none) and
 * saved under the invoice's number.
 */
export async function downloadInvoicePdf(id: number, number: string): Promise<void> {
  const pdf = await apiClient.get<Blob>(`/orders/${id}/invoice.pdf`, {
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(pdf, `${number}.pdf`);
}
