import type { BlankKind, CatalogPosition } from '@stitchworks/shared';
import sharp from 'sharp';
import { printArea, templateSvg } from './mockup-templates.ts';

export type MockupDrawing = {
  kind: BlankKind;
  position: CatalogPosition;
  colorHex: string;
  frameHex?: string | undefined;
  design: Buffer;
};

const OUTPUT_SIZE = 800;

/** Draws the blank in the chosen colour and lays the design, fitted and centred, on its print area. */
export async function renderMockup(drawing: MockupDrawing): Promise<Buffer> {
  const area = printArea(drawing.kind, drawing.position);
  if (!area) throw new Error(`No print area ${drawing.position} on ${drawing.kind}`);
  const back = drawing.position === 'back';
  const blank = Buffer.from(templateSvg(drawing.kind, drawing.colorHex, drawing.frameHex, back));
  const art = await sharp(drawing.design, { limitInputPixels: 8000 * 8000 })
    .rotate()
    .resize(area.width, area.height, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = area.x + Math.round((area.width - art.info.width) / 2);
  const top = area.y + Math.round((area.height - art.info.height) / 2);
  // sharp resizes before it composites within one pipeline, so the scaling is a second step.
  const drawn = await sharp(blank)
    .composite([{ input: art.data, left, top }])
    .png()
    .toBuffer();
  return sharp(drawn).resize(OUTPUT_SIZE, OUTPUT_SIZE).png({ compressionLevel: 8 }).toBuffer();
}
