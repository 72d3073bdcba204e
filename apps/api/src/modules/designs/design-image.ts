import { DESIGN_MAX_BYTES, DESIGN_MAX_DIMENSION, designMessages } from '@stitchworks/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export type CheckedImage = {
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
  thumbnail: Buffer;
};

const ACCEPTED = new Set(['png', 'jpeg', 'webp']);
export const THUMBNAIL_SIZE = 400;
const MAX_PIXELS = DESIGN_MAX_DIMENSION * DESIGN_MAX_DIMENSION;

/**
 * Checks an upload by its content, never its name: it must decode as PNG, JPEG or WebP, within the
 * byte and pixel limits. Header dimensions are checked before any decoding, so a small file that
 * claims a huge image (a decompression bomb) is refused without being expanded.
 */
export async function checkDesignImage(data: Buffer): Promise<CheckedImage> {
  if (data.length === 0) throw new AppError('BAD_REQUEST', designMessages.fileMissing);
  if (data.length > DESIGN_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', designMessages.tooLarge);
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', designMessages.unsupportedType);
  }
  const format = metadata.format;
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', designMessages.unsupportedType);
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < 1 || height < 1) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', designMessages.unsupportedType);
  }
  if (width > DESIGN_MAX_DIMENSION || height > DESIGN_MAX_DIMENSION) {
    throw new AppError('PAYLOAD_TOO_LARGE', designMessages.tooManyPixels);
  }
  // Animated images are not print files.
  if ((metadata.pages ?? 1) > 1) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', designMessages.unsupportedType);
  }
  let thumbnail: Buffer;
  try {
    // Decoding the whole image also proves the data after the header is sound.
    thumbnail = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', designMessages.unsupportedType);
  }
  return { format: format as CheckedImage['format'], width, height, thumbnail };
}
