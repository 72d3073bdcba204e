import { useMutation } from '@tanstack/react-query';
import { EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { xhrPost } from '../../../lib/xhr-post';
import { missingOrdersOf } from '../label-print';

export const PRINT_FILE_NAME = 'shipping-labels.pdf';

/** What a print gave: how many labels, and the orders that had none (X-Labels-Missing). */
export type PrintedLabels = { printed: number | null; missing: number[] };

/**
 * POST /shipping_labels/print {orderIds}: one PDF of the label in use of each order, in the order
 * given, saved as a download. Sent through XMLHttpRequest to read the answer's headers.
 */
export async function printShippingLabels(orderIds: readonly number[]): Promise<PrintedLabels> {
  const answer = await xhrPost<Blob>(
    '/shipping_labels/print',
    { orderIds },
    { responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS * 2 },
  );
  saveBlob(answer.body, PRINT_FILE_NAME);
  const printed = Number(answer.header('X-Labels-Printed'));
  return {
    printed:
      Number.isFinite(printed) && answer.header('X-Labels-Printed') !== null ? printed : null,
    missing: missingOrdersOf(answer.header('X-Labels-Missing')),
  };
}

export function usePrintShippingLabels() {
  return useMutation({ mutationFn: printShippingLabels });
}
