import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, type PDFPage, PDFRawStream } from 'pdf-lib';

/** A real PDF of `pages` pages of the given size (points), for upload tests. */
export async function makePdf(pages = 1, size: [number, number] = [288, 432]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) {
    doc.addPage(size).drawText(`Carrier label ${index + 1}`, { x: 20, y: 20, size: 12 });
  }
  return Buffer.from(await doc.save());
}

/** The stored label files of a test app's data folder. */
export function storedLabelFiles(dataDir: string): string[] {
  const folder = join(dataDir, 'files', 'labels');
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** The text a page draws (pdf-lib writes it as hex strings), to tell printed labels apart. */
export function pageText(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const resolved = contents ? doc.context.lookup(contents) : undefined;
  const streams =
    resolved instanceof PDFArray
      ? resolved.asArray().map((ref) => doc.context.lookup(ref))
      : [resolved];
  let text = '';
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const filtered = stream.dict.get(PDFName.of('Filter')) !== undefined;
    const bytes = filtered ? inflateSync(stream.contents) : stream.contents;
    for (const match of Buffer.from(bytes)
      .toString('latin1')
      .matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      text += `${Buffer.from(match[1]!, 'hex').toString('latin1')}\n`;
    }
  }
  return text;
}
