import {
  errorMessages,
  productionMessages,
  QR_IMAGE_PX,
  QR_LABELS_PER_PAGE,
  QR_SHEET_MAX_UNITS,
  type QrLabel,
} from '@stitchworks/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { catalogs, orderItems, orders, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { canSeeOrder, drawableText } from '../orders/orders.public.ts';

/** Orders whose units get labels: paid and not ended. */
const labelledStatuses = new Set(['processing', 'partially_shipped', 'shipped', 'reshipped']);

type LabelUnit = Omit<QrLabel, 'qrSvg'> & { url: string };

/**
 * One label per unit of each item of the chosen orders, in the order asked and item order. Each
 * points to /order/{orderId}/{orderItemId}?unit=N on this app. The seller's own order id is shown
 * only for sellers whose labels carry it (a per-seller setting). Orders the caller cannot see are
 * not found; unpaid ones get no labels.
 */
async function labelUnits(db: Db, caller: AuthUser, ids: readonly number[], baseUrl: string) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      order: orders,
      item: orderItems,
      catalogText: catalogs.text,
      sellerMeta: users.meta,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(catalogs, eq(catalogs.id, orderItems.catalogId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(inArray(orders.id, unique), isNull(orders.archivedAt)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  const seen = new Set(rows.filter((row) => canSeeOrder(caller, row.order)).map((r) => r.order.id));
  if (unique.some((id) => !seen.has(id)))
    throw new AppError('NOT_FOUND', errorMessages.orderNotFound);
  const paid = rows.filter((row) => labelledStatuses.has(row.order.status));
  const units = paid.reduce((sum, row) => sum + row.item.quantity, 0);
  if (units === 0) throw new AppError('BAD_REQUEST', productionMessages.noUnits);
  if (units > QR_SHEET_MAX_UNITS)
    throw new AppError('BAD_REQUEST', productionMessages.tooManyUnits);
  const position = new Map(unique.map((id, index) => [id, index]));
  paid.sort((a, b) => position.get(a.order.id)! - position.get(b.order.id)!);
  return paid.flatMap(({ order, item, catalogText, sellerMeta }): LabelUnit[] =>
    Array.from({ length: item.quantity }, (_, index) => {
      const path = `/order/${order.id}/${item.id}?unit=${index + 1}`;
      return {
        orderId: order.id,
        orderItemId: item.id,
        unit: index + 1,
        quantity: item.quantity,
        sellerOrderId: sellerMeta.labelSellerOrderId ? order.sellerOrderId : null,
        factory: order.factory,
        catalogText,
        color: item.color,
        size: item.size,
        path,
        url: `${baseUrl}${path}`,
      };
    }),
  );
}

export async function getQrLabels(
  db: Db,
  caller: AuthUser,
  ids: readonly number[],
  baseUrl: string,
): Promise<QrLabel[]> {
  const units = await labelUnits(db, caller, ids, baseUrl);
  return Promise.all(
    units.map(async ({ url, ...label }) => ({
      ...label,
      qrSvg: await QRCode.toString(url, {
        type: 'svg',
        width: QR_IMAGE_PX,
        margin: 1,
        errorCorrectionLevel: 'M',
      }),
    })),
  );
}

const LETTER: [number, number] = [612, 792];
const COLUMNS = 2;
const ROWS = QR_LABELS_PER_PAGE / COLUMNS;
const MARGIN = 24;
const QR_POINTS = 108; // 150 px at 96 dpi, in points

/** The same labels as a PDF: 10 to a US Letter page (2 × 5), the QR drawn as vector squares. */
export async function qrLabelsPdf(
  db: Db,
  caller: AuthUser,
  ids: readonly number[],
  baseUrl: string,
): Promise<Uint8Array> {
  const units = await labelUnits(db, caller, ids, baseUrl);
  const pdf = await PDFDocument.create();
  pdf.setTitle('QR labels');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const cellWidth = (LETTER[0] - MARGIN * 2) / COLUMNS;
  const cellHeight = (LETTER[1] - MARGIN * 2) / ROWS;
  let page = pdf.addPage(LETTER);
  units.forEach((label, index) => {
    const slot = index % QR_LABELS_PER_PAGE;
    if (index > 0 && slot === 0) page = pdf.addPage(LETTER);
    const x = MARGIN + (slot % COLUMNS) * cellWidth;
    const top = LETTER[1] - MARGIN - Math.floor(slot / COLUMNS) * cellHeight;
    page.drawRectangle({
      x: x + 4,
      y: top - cellHeight + 4,
      width: cellWidth - 8,
      height: cellHeight - 8,
      borderColor: rgb(0.75, 0.75, 0.75),
      borderWidth: 0.5,
    });
    const qr = QRCode.create(label.url, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const cell = QR_POINTS / (size + 2);
    const qrX = x + 12;
    const qrTop = top - 12 - cell;
    for (let row = 0; row < size; row += 1) {
      let run = 0;
      for (let col = 0; col <= size; col += 1) {
        const dark = col < size && qr.modules.get(row, col);
        if (dark) run += 1;
        if (!dark && run > 0) {
          page.drawRectangle({
            x: qrX + (col - run + 1) * cell,
            y: qrTop - row * cell - cell,
            width: run * cell,
            height: cell,
            color: rgb(0, 0, 0),
          });
          run = 0;
        }
      }
    }
    const textX = qrX + QR_POINTS + 10;
    const lines: [string, number, typeof font][] = [
      [`#${label.orderId}`, 16, bold],
      ...(label.sellerOrderId
        ? [[label.sellerOrderId, 10, font] as [string, number, typeof font]]
        : []),
      [`${label.catalogText}`, 9, font],
      [`${label.color} / ${label.size}`, 9, font],
      [`Unit ${label.unit} of ${label.quantity}`, 11, bold],
      [`Item ${label.orderItemId} · ${label.factory}`, 8, font],
    ];
    let y = top - 30;
    for (const [text, fontSize, face] of lines) {
      const maxWidth = cellWidth - (textX - x) - 10;
      let drawn = drawableText(text).replace('·', '-');
      while (drawn.length > 1 && face.widthOfTextAtSize(drawn, fontSize) > maxWidth) {
        drawn = drawn.slice(0, -1);
      }
      page.drawText(drawn, { x: textX, y, size: fontSize, font: face });
      y -= fontSize + 6;
    }
  });
  return pdf.save();
}
