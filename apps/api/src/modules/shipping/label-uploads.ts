import { shippingMessages } from '@stitchworks/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { LabelUpload } from './shipping-labels.service.ts';

/** Multipart limits of the label routes: one file (a second is answered, not cut), a few fields. */
export const LABEL_UPLOAD_LIMITS = { files: 2, fields: 16, fieldSize: 1024, parts: 18 };

/**
 * The fields and the one `file` of a multipart label upload; a JSON body gives the fields alone.
 * A second file: 'Limit 1 files upload!'; a file over the limit: 413 (multipart stops reading it).
 */
export async function readLabelUpload(request: FastifyRequest): Promise<LabelUpload> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new AppError('VALIDATION_ERROR');
    }
    return { fields: (body ?? {}) as Record<string, unknown>, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new AppError('BAD_REQUEST', shippingMessages.oneFile);
        }
        file = await part.toBuffer();
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', shippingMessages.oneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('BAD_REQUEST', shippingMessages.fileInvalid);
    }
    throw error;
  }
  return { fields, file: file && file.length > 0 ? file : null };
}
