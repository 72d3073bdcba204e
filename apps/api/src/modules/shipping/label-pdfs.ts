import { LABEL_FILE_MAX_BYTES, shippingMessages } from '@stitchworks/shared';
import { PDFDocument } from 'pdf-lib';
import { LABEL_HEIGHT, LABEL_WIDTH } from '../../integrations/carriers/sandbox-label.ts';
import { AppError } from '../../lib/app-error.ts';

const invalid = () => new AppError('BAD_REQUEST', shippingMessages.fileInvalid);

/**
 * Checks an uploaded label by its content, never its name: the PDF magic `%PDF-` at the start, a
 * document pdf-lib can load (not encrypted, so its pages can be copied onto a print sheet) with at
 * least one page. Over LABEL_FILE_MAX_BYTES: 413.
 */
export async function checkLabelPdf(data: Uint8Array): Promise<void> {
  if (data.length > LABEL_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  if (Buffer.from(data.subarray(0, 5)).toString('latin1') !== '%PDF-') throw invalid();
  let pages = 0;
  try {
    const doc = await PDFDocument.load(data, { updateMetadata: false });
    pages = doc.getPageCount();
    // Copying is what printing does: a label whose pages cannot be copied is refused now.
    await (await PDFDocument.create()).copyPages(doc, [0]);
  } catch {
    throw invalid();
  }
  if (pages === 0) throw invalid();
}

/**
 * One PDF of 4×6 in pages from the labels' PDFs, in the order given: each file's pages are copied
 * (copyPages) and any page of another size is scaled to fit 4×6 in and centred.
 */
export async function mergeLabelPdfs(files: readonly Uint8Array[]): Promise<Uint8Array> {
  const sheet = await PDFDocument.create();
  sheet.setTitle('Shipping labels');
  sheet.setProducer('Stitchworks');
  for (const data of files) {
    const source = await PDFDocument.load(data, { updateMetadata: false });
    const pages = await sheet.copyPages(source, source.getPageIndices());
    for (const page of pages) {
      const box = page.getMediaBox();
      if (Math.abs(box.width - LABEL_WIDTH) > 0.5 || Math.abs(box.height - LABEL_HEIGHT) > 0.5) {
        const scale = Math.min(LABEL_WIDTH / box.width, LABEL_HEIGHT / box.height);
        page.scaleContent(scale, scale);
        const x = box.x * scale;
        const y = box.y * scale;
        page.setMediaBox(x, y, LABEL_WIDTH, LABEL_HEIGHT);
        page.setCropBox(x, y, LABEL_WIDTH, LABEL_HEIGHT);
        page.translateContent(
          (LABEL_WIDTH - box.width * scale) / 2,
          (LABEL_HEIGHT - box.height * scale) / 2,
        );
      }
      sheet.addPage(page);
    }
  }
  return sheet.save({ useObjectStreams: true });
}
