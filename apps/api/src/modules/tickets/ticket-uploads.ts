import { TICKET_IMAGE_MAX_BYTES, TICKET_MAX_IMAGES, ticketMessages } from '@stitchworks/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/** Multipart limits of the ticket routes: up to 10 images (an 11th is answered, not cut). */
export const TICKET_UPLOAD_LIMITS = {
  fileSize: TICKET_IMAGE_MAX_BYTES,
  files: TICKET_MAX_IMAGES,
  fields: 12,
  fieldSize: 20_000,
  parts: TICKET_MAX_IMAGES + 12,
};

const FILE_FIELDS = new Set(['attachments', 'attachments[]']);

/** Text fields as a form sends them: empty ones dropped, 'true'/'false' as booleans. */
function fieldValue(name: string, value: unknown): unknown {
  if (value === '') return undefined;
  if (name === 'internal' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The fields and `attachments` images of a ticket's multipart request, the fields checked by
 * `schema`. More than 10 images: 'Limit 10 images upload!'.
 */
export async function readTicketUpload<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ fields: z.output<S>; files: Buffer[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          throw new AppError('BAD_REQUEST', ticketMessages.imageInvalid);
        }
        const data = await part.toBuffer();
        // A form's empty file input sends a part without content: not an image.
        if (data.length > 0 || part.filename) files.push(data);
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = fieldValue(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', ticketMessages.imageTooLarge);
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', ticketMessages.tooManyImages);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('BAD_REQUEST', ticketMessages.tooManyImages);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('VALIDATION_ERROR');
    throw error;
  }
  if (files.length > TICKET_MAX_IMAGES) {
    throw new AppError('BAD_REQUEST', ticketMessages.tooManyImages);
  }
  const result = schema.safeParse(fields);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_ERROR', issues[0]?.message, issues);
  }
  return { fields: result.data, files };
}
