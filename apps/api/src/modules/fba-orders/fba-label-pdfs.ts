import { fbaOrderMessages, LABEL_FILE_MAX_BYTES } from '@stitchworks/shared';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../lib/app-error.ts';

export type LabelField = 'productLabel' | 'shippingLabel';

const invalid = (field: LabelField) =>
  new AppError('BAD_REQUEST', fbaOrderMessages.fileInvalid, [
    { path: field, message: fbaOrderMessages.fileInvalid },
  ]);

/**
 * Checks an uploaded label by its content, never its name or type: at most LABEL_FILE_MAX_BYTES
 * (413 otherwise), the PDF magic `%PDF-` at the start, a document pdf-lib can load and copy a page
 * of (an encrypted one cannot be printed on the sheet), with at least one page.
 */
export async function checkFbaLabelPdf(field: LabelField, data: Uint8Array): Promise<void> {
  if (data.length > LABEL_FILE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', fbaOrderMessages.fileInvalid, [
      { path: field, message: fbaOrderMessages.fileInvalid },
    ]);
  }
  if (data.length === 0 || Buffer.from(data.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw invalid(field);
  }
  try {
    const doc = await PDFDocument.load(data, { updateMetadata: false });
    if (doc.getPageCount() === 0) throw invalid(field);
    await (await PDFDocument.create()).embedPdf(doc, [0]);
  } catch {
    throw invalid(field);
  }
}

/**
 * The packer's label sheet: the product (FNSKU) label's first page once per unit, in pack order,
 * each on a page of its own size, then every page of the carton's shipping label. The product label
 * is embedded once and drawn on each unit's page, so a sheet of 1,000 units stays small.
 */
export async function buildFbaLabelSheet(
  productLabel: Uint8Array,
  shippingLabel: Uint8Array,
  units: number,
  title: string,
): Promise<Uint8Array> {
  const sheet = await PDFDocument.create();
  sheet.setTitle(title);
  sheet.setProducer('Stitchworks');
  const product = await PDFDocument.load(productLabel, { updateMetadata: false });
  const [embedded] = await sheet.embedPdf(product, [0]);
  if (!embedded) throw new Error('buildFbaLabelSheet: the product label has no page');
  for (let unit = 0; unit < units; unit += 1) {
    const page = sheet.addPage([embedded.width, embedded.height]);
    page.drawPage(embedded, { x: 0, y: 0 });
  }
  const carton = await PDFDocument.load(shippingLabel, { updateMetadata: false });
  const pages = await sheet.copyPages(carton, carton.getPageIndices());
  for (const page of pages) sheet.addPage(page);
  return sheet.save({ useObjectStreams: true });
}
