import type { InvoiceLine, OrderInvoice } from '@stitchworks/shared';
import type { Config } from '../../../config.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { toDollars } from '../../../lib/money.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { getBusinessSettings } from '../../settings/settings.service.ts';
import type { OrderDetailView, OrderItemView } from '../read/order-read.repository.ts';
import { readOrderDetail } from '../read/order-read.service.ts';

/** The business's name as its mail is signed ('Stitchworks <no-reply@…>' → 'Stitchworks'). */
export function businessNameOf(mailFrom: string): string {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom)?.[1]?.trim();
  return name || 'Stitchworks';
}

/** INV- and the order id on seven digits: one invoice per order, found again by its order. */
export const invoiceNumberOf = (orderId: number) => `INV-${String(orderId).padStart(7, '0')}`;

function describeItem({ item, catalogText, productTitle }: OrderItemView): string {
  const what = productTitle ? `${productTitle} (${catalogText})` : catalogText;
  const frame = item.frameColor ? `, frame ${item.frameColor}` : '';
  return `${what}: ${item.color} / ${item.size}${frame}`;
}

/**
 * An item's lines: the item at its unit price (the blank and the extra positions, paid per unit),
 * and its digitizing, paid once per row, on a line of its own, so each line adds up.
 */
function invoiceLinesOf(view: OrderItemView): InvoiceLine[] {
  const { item } = view;
  const description = describeItem(view);
  const unitCents = item.unitCents + item.extraPositionCents;
  const lines: InvoiceLine[] = [
    {
      kind: 'item',
      description,
      sku: item.sku,
      quantity: item.quantity,
      unitPrice: toDollars(unitCents),
      amount: toDollars(item.amountCents - item.digitizingCents),
    },
  ];
  if (item.digitizingCents > 0) {
    lines.push({
      kind: 'digitizing',
      description: `Digitizing: ${description}`,
      sku: null,
      quantity: 1,
      unitPrice: toDollars(item.digitizingCents),
      amount: toDollars(item.digitizingCents),
    });
  }
  return lines;
}

export function toInvoice(
  view: OrderDetailView,
  items: OrderItemView[],
  issuer: OrderInvoice['issuer'],
): OrderInvoice {
  const { order } = view;
  const info = view.sellerInvoiceInfo;
  return {
    number: invoiceNumberOf(order.id),
    orderId: order.id,
    sellerOrderId: order.sellerOrderId,
    status: order.status,
    // An unpaid order's invoice is a pro forma one, dated when the order was placed.
    issuedAt: (order.paidAt ?? order.createdAt).toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    issuer,
    billTo: info
      ? { name: info.name, address: info.address, phone: info.phone, email: info.email }
      : { name: view.sellerName, address: '', phone: '', email: view.sellerEmail },
    shipTo: order.address,
    shippingMethod: order.shippingMethod,
    lines: items.flatMap(invoiceLinesOf),
    itemsTotal: toDollars(order.itemsCents),
    shippingFee: toDollars(order.shippingCents),
    tax: toDollars(order.taxCents),
    discount: toDollars(order.discountCents),
    total: toDollars(order.totalCents),
  };
}

/**
 * GET /orders/{id}/invoice: billed to the seller's invoice info (or their name and e-mail), issued
 * by the business (its mail name and the support address of the business settings).
 */
export async function getOrderInvoice(
  db: DbOrTx,
  config: Config,
  caller: AuthUser,
  id: number,
): Promise<OrderInvoice> {
  const { view, items } = await readOrderDetail(db, caller, id);
  const business = await getBusinessSettings(db, config);
  const issuer = {
    name: businessNameOf(config.mailFrom),
    address: '',
    email: business.supportEmail,
  };
  return toInvoice(view, items, issuer);
}
