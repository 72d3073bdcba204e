import type { FbaItemInput } from '@stitchworks/shared';

/** What the create form and the edit modal send: text fields, and the labels chosen. */
export type FbaFormValues = {
  items?: FbaItemInput[] | undefined;
  requestSample?: boolean | undefined;
  sellerOrderId?: string | undefined;
  trackingCode?: string | undefined;
  refTicket?: number | null | undefined;
  totalCost?: number | undefined;
  productLabel?: File | null | undefined;
  shippingLabel?: File | null | undefined;
};

/** The multipart body (spec 02 §7: items as JSON text, one PDF per label field). */
export function fbaFormData(values: FbaFormValues): FormData {
  const form = new FormData();
  if (values.items !== undefined) form.append('items', JSON.stringify(values.items));
  if (values.requestSample !== undefined) {
    form.append('requestSample', values.requestSample ? 'true' : 'false');
  }
  if (values.sellerOrderId !== undefined) form.append('sellerOrderId', values.sellerOrderId);
  if (values.trackingCode !== undefined) form.append('trackingCode', values.trackingCode);
  if (values.refTicket !== undefined) {
    form.append('refTicket', values.refTicket === null ? '' : String(values.refTicket));
  }
  if (values.totalCost !== undefined) form.append('totalCost', String(values.totalCost));
  if (values.productLabel)
    form.append('productLabel', values.productLabel, values.productLabel.name);
  if (values.shippingLabel) {
    form.append('shippingLabel', values.shippingLabel, values.shippingLabel.name);
  }
  return form;
}
