import { TICKET_IMAGE_MAX_BYTES, ticketMessages } from '@stitchworks/shared';
import sharp from 'sharp';
import type { TicketFileKeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type FileStorage, newFileKey } from '../../plugins/storage.ts';

const ACCEPTED = new Set(['png', 'jpeg', 'webp']);
const MAX_DIMENSION = 10_000;
const THUMBNAIL_SIZE = 320;

type CheckedTicketImage = { data: Buffer; extension: 'png' | 'jpg' | 'webp'; thumbnail: Buffer };

/**
 * Checks one attachment by its content (its magic bytes and a full decode), never by its name or
 * declared type: a PNG, JPEG or WebP of at most 10 MB and 10,000 px a side, not animated.
 */
export async function checkTicketImage(data: Buffer): Promise<CheckedTicketImage> {
  if (data.length === 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ticketMessages.imageInvalid);
  if (data.length > TICKET_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', ticketMessages.imageTooLarge);
  }
  try {
    const metadata = await sharp(data, { limitInputPixels: false }).metadata();
    const width = metadata.width ?? 0;
    const height = metadata.height ?? 0;
    if (
      !metadata.format ||
      !ACCEPTED.has(metadata.format) ||
      (metadata.pages ?? 1) > 1 ||
      width < 1 ||
      height < 1 ||
      width > MAX_DIMENSION ||
      height > MAX_DIMENSION
    ) {
      throw new Error('refused');
    }
    const thumbnail = await sharp(data, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    const extension = metadata.format === 'jpeg' ? 'jpg' : (metadata.format as 'png' | 'webp');
    return { data, extension, thumbnail };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ticketMessages.imageInvalid);
  }
}

/** Checks every image first, then stores them all; nothing is stored when one is refused. */
export async function storeTicketImages(
  storage: FileStorage,
  files: Buffer[],
): Promise<TicketFileKeys[]> {
  const checked = [];
  for (const file of files) checked.push(await checkTicketImage(file));
  const stored: TicketFileKeys[] = [];
  try {
    for (const image of checked) {
      const keys = {
        key: newFileKey('tickets', image.extension),
        small: newFileKey('tickets/small', 'png'),
      };
      await storage.put(keys.key, image.data);
      await storage.put(keys.small, image.thumbnail);
      stored.push(keys);
    }
    return stored;
  } catch (error) {
    await removeTicketImages(storage, stored);
    throw error;
  }
}

/** Removes stored images again (their ticket or message was not saved). */
export async function removeTicketImages(storage: FileStorage, keys: TicketFileKeys[]) {
  await Promise.allSettled(keys.flatMap((k) => [storage.delete(k.key), storage.delete(k.small)]));
}
