import type { OrderInvoice } from '@stitchworks/shared';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatDollars } from '../../../lib/money.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);
// Bangkok keeps UTC+7 all year (decision 8).
const day = (iso: string) =>
  new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
const money = (dollars: number) => {
  const cents = Math.round(dollars * 100);
  return cents < 0 ? `-${formatDollars(-cents)}` : formatDollars(cents);
};

// Characters beyond these cannot be drawn with the standard fonts (WinAnsi); they are replaced.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard PDF fonts can draw: accents are dropped where the letter exists without them
 * (Nguyễn → Nguyen), anything else becomes '?', line breaks become spaces.
 */
export function drawableText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    ) {
      out += char;
      continue;
    }
    const bare = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += /^[\x20-\x7e]+$/.test(bare) ? bare : char === 'đ' ? 'd' : char === 'Đ' ? 'D' : '?';
  }
  return out;
}

/** Cuts the text with '…' so it fits the width. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  const clean = drawableText(text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let end = clean.length;
  while (end > 0 && font.widthOfTextAtSize(`${clean.slice(0, end)}…`, size) > width) end -= 1;
  return `${clean.slice(0, end)}…`;
}

type Pen = { page: PDFPage; y: number };

/** The invoice as an A4 PDF: header, issuer, bill-to and ship-to, the lines, the totals. */
export async function renderInvoicePdf(invoice: OrderInvoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setCreator(invoice.issuer.name);
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  const pen: Pen = { page: pdf.addPage(A4), y: A4[1] - MARGIN };

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; max?: number; grey?: boolean; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const shown = fit(value, font, size, options.max ?? width);
    const left = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    pen.page.drawText(shown, {
      x: left,
      y: pen.y,
      size,
      font,
      ...(options.grey ? { color: GREY } : {}),
    });
  };
  const rule = () =>
    pen.page.drawLine({
      start: { x: MARGIN, y: pen.y },
      end: { x: A4[0] - MARGIN, y: pen.y },
      thickness: 0.5,
      color: RULE,
    });
  /** Moves down; a new page when the next line would not fit. */
  const down = (step: number) => {
    pen.y -= step;
    if (pen.y < MARGIN + 40) {
      pen.page = pdf.addPage(A4);
      pen.y = A4[1] - MARGIN;
    }
  };

  text('INVOICE', MARGIN, { font: bold, size: 22 });
  text(invoice.issuer.name, A4[0] - MARGIN, { font: bold, size: 12, right: true, max: width / 2 });
  down(18);
  text(invoice.number, MARGIN, { size: 11 });
  for (const value of [invoice.issuer.address, invoice.issuer.email].filter(Boolean)) {
    text(value, A4[0] - MARGIN, { right: true, grey: true, max: width / 2 });
    down(13);
  }
  down(8);
  const facts: [string, string][] = [
    ['Issued', day(invoice.issuedAt)],
    ['Order', `#${invoice.orderId}${invoice.sellerOrderId ? ` (${invoice.sellerOrderId})` : ''}`],
    ['Status', invoice.paidAt ? `Paid ${day(invoice.paidAt)}` : 'Not paid'],
    ['Shipping', invoice.shippingMethod],
  ];
  for (const [label, value] of facts) {
    text(label, MARGIN, { grey: true });
    text(value, MARGIN + 70, { max: width - 70 });
    down(14);
  }

  down(10);
  const half = width / 2;
  const { billTo, shipTo } = invoice;
  const billLines = [billTo.name, billTo.address, billTo.phone, billTo.email].filter(Boolean);
  const shipLines = [
    `${shipTo.firstName} ${shipTo.lastName}`.trim(),
    shipTo.address1,
    shipTo.address2,
    `${shipTo.city}, ${shipTo.state} ${shipTo.zip}`,
    shipTo.country,
    shipTo.phone,
  ].filter(Boolean);
  text('Bill to', MARGIN, { font: bold });
  text('Ship to', MARGIN + half, { font: bold });
  for (let i = 0; i < Math.max(billLines.length, shipLines.length); i += 1) {
    down(13);
    if (billLines[i]) text(billLines[i]!, MARGIN, { max: half - 12 });
    if (shipLines[i]) text(shipLines[i]!, MARGIN + half, { max: half });
  }

  down(28);
  const columns = {
    sku: MARGIN + 270,
    qty: MARGIN + 380,
    unit: MARGIN + 440,
    amount: A4[0] - MARGIN,
  };
  const tableHeader = () => {
    text('Description', MARGIN, { font: bold, size: 9 });
    text('SKU', columns.sku, { font: bold, size: 9 });
    text('Qty', columns.qty + 20, { font: bold, size: 9, right: true });
    text('Unit price', columns.unit + 40, { font: bold, size: 9, right: true });
    text('Amount', columns.amount, { font: bold, size: 9, right: true });
    down(6);
    rule();
    down(14);
  };
  tableHeader();
  for (const item of invoice.lines) {
    const before = pen.page;
    text(item.description, MARGIN, { size: 9, max: columns.sku - MARGIN - 8 });
    text(item.sku ?? '', columns.sku, { size: 9, max: columns.qty - columns.sku - 8 });
    text(String(item.quantity), columns.qty + 20, { size: 9, right: true });
    text(money(item.unitPrice), columns.unit + 40, { size: 9, right: true });
    text(money(item.amount), columns.amount, { size: 9, right: true });
    down(15);
    if (pen.page !== before) tableHeader();
  }
  rule();
  down(18);
  const totals: [string, number][] = [
    ['Items', invoice.itemsTotal],
    ['Shipping', invoice.shippingFee],
    ['Tax', invoice.tax],
    ['Discount', -invoice.discount],
  ];
  for (const [label, value] of totals) {
    text(label, columns.unit - 40, { grey: true });
    text(money(value), columns.amount, { right: true });
    down(14);
  }
  text('Total (USD)', columns.unit - 40, { font: bold, size: 11 });
  text(money(invoice.total), columns.amount, { font: bold, size: 11, right: true });
  return pdf.save();
}
