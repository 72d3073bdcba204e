import bwipjs from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { CarrierAddress } from './carrier.ts';

/** A 4×6 in label: 288 × 432 PDF points. */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 432;

export type SandboxLabel = {
  from: CarrierAddress;
  to: CarrierAddress;
  serviceName: string;
  /** One letter in the service box ('S' standard, 'E' express). */
  serviceMark: string;
  trackingNumber: string;
  reference: string;
  weightOz: number;
  date: Date;
};

const black = rgb(0, 0, 0);
const white = rgb(1, 1, 1);
const special: Record<string, string> = { đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', ß: 'ss', '’': "'" };

/** Text the standard PDF fonts can draw (WinAnsi): accents dropped, anything else as '?'. */
export function printable(text: string): string {
  return [...text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')]
    .map((char) => special[char] ?? char)
    .join('')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** Shortens a line with an ellipsis until it fits `width` at `size`. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  let line = printable(text);
  if (font.widthOfTextAtSize(line, size) <= width) return line;
  while (line.length > 1 && font.widthOfTextAtSize(`${line}...`, size) > width) {
    line = line.slice(0, -1);
  }
  return `${line}...`;
}

function addressLines(address: CarrierAddress): string[] {
  return [
    address.name,
    address.company ?? '',
    address.street1,
    address.street2 ?? '',
    `${address.city} ${address.state} ${address.zip}`.trim(),
    address.country,
  ].filter((line) => line.trim() !== '');
}

/**
 * Draws a Code 128 barcode of `text` as vector bars (bwip-js encodes it; its SVG's strokes become
 * filled rectangles), `width` wide at most, its bottom-left at (x, y).
 */
function drawCode128(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const svg = bwipjs.toSVG({ bcid: 'code128', text, height: 10, scale: 1, includetext: false });
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const modules = Number(viewBox?.[1] ?? 1);
  const scale = width / modules;
  const left = x + (width - modules * scale) / 2;
  for (const match of svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const barWidth = Number(match[1]) * scale;
    for (const bar of match[2]!.matchAll(/M([\d.]+) /g)) {
      const center = Number(bar[1]);
      page.drawRectangle({
        x: left + center * scale - barWidth / 2,
        y,
        width: barWidth,
        height,
        color: black,
      });
    }
  }
}

/** A sandbox label as a one-page 4×6 in PDF: sender, recipient, service, barcode, SANDBOX. */
export async function drawSandboxLabel(label: SandboxLabel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Sandbox label ${label.trackingNumber}`);
  doc.setProducer('Stitchworks');
  doc.setCreationDate(label.date);
  const page = doc.addPage([LABEL_WIDTH, LABEL_HEIGHT]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 10;
  const inner = LABEL_WIDTH - margin * 2;
  const text = (value: string, x: number, y: number, size: number, font = regular, width = inner) =>
    page.drawText(fitted(font, value, size, width), { x, y, size, font, color: black });
  const rule = (y: number, thickness = 1.5) =>
    page.drawLine({
      start: { x: margin, y },
      end: { x: LABEL_WIDTH - margin, y },
      thickness,
      color: black,
    });

  // Service box (top right) and sender (top left).
  page.drawRectangle({ x: LABEL_WIDTH - margin - 62, y: 362, width: 62, height: 60, color: black });
  page.drawText(label.serviceMark, {
    x: LABEL_WIDTH - margin - 31 - bold.widthOfTextAtSize(label.serviceMark, 44) / 2,
    y: 376,
    size: 44,
    font: bold,
    color: white,
  });
  let y = 412;
  for (const line of addressLines(label.from).slice(0, 6)) {
    text(line, margin, y, 7, regular, inner - 70);
    y -= 9;
  }
  text(
    `${label.date.toISOString().slice(0, 10)}  ${label.weightOz} oz`,
    margin,
    y - 2,
    7,
    regular,
    inner - 70,
  );
  rule(354, 2);
  text(label.serviceName.toUpperCase(), margin, 336, 14, bold);
  rule(328, 2);

  // Recipient.
  text('SHIP TO:', margin, 310, 8, bold);
  y = 294;
  for (const [index, line] of addressLines(label.to).slice(0, 6).entries()) {
    text(line, margin + 16, y, index === 0 ? 13 : 12, index === 0 ? bold : regular, inner - 16);
    y -= 16;
  }
  rule(190, 2);

  // Tracking barcode.
  text('SANDBOX TRACKING #', margin, 176, 9, bold);
  drawCode128(page, label.trackingNumber, margin + 4, 104, inner - 8, 64);
  const tracking = label.trackingNumber.replace(/(.{4})/g, '$1 ').trim();
  page.drawText(tracking, {
    x: (LABEL_WIDTH - bold.widthOfTextAtSize(tracking, 11)) / 2,
    y: 88,
    size: 11,
    font: bold,
    color: black,
  });
  rule(78, 2);

  // The sandbox mark: nothing ships on this label.
  page.drawRectangle({ x: margin, y: 26, width: inner, height: 46, color: black });
  page.drawText('SANDBOX', {
    x: (LABEL_WIDTH - bold.widthOfTextAtSize('SANDBOX', 38)) / 2,
    y: 36,
    size: 38,
    font: bold,
    color: white,
  });
  text(`Not a real label: no postage. Ref ${label.reference}`, margin, 12, 7);
  return doc.save();
}
