import { fbaOrderMessages } from '@stitchworks/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { LabelField } from './fba-label-pdfs.ts';

/**
 * Multipart limits of the FBA routes: two label files and one more (so a second file in a field is
 * answered with the spec's message, not cut off), a few text fields, `items` up to 1 MB of JSON.
 */
export const FBA_UPLOAD_LIMITS = { files: 3, fields: 16, fieldSize: 1024 * 1024, parts: 20 };

const labelFields: readonly string[] = ['productLabel', 'shippingLabel'] satisfies LabelField[];

export type FbaUpload = {
  fields: Record<string, unknown>;
  files: Partial<Record<LabelField, Buffer>>;
  /** The files' names as uploaded (shown; never used as a path). */
  names: Partial<Record<LabelField, string>>;
};

const oneFile = (field: string) =>
  new AppError('BAD_REQUEST', fbaOrderMessages.oneFile, [
    { path: field, message: fbaOrderMessages.oneFile },
  ]);
const invalidFile = (field: string) =>
  new AppError('BAD_REQUEST', fbaOrderMessages.fileInvalid, [
    { path: field, message: fbaOrderMessages.fileInvalid },
  ]);

/**
 * The text fields and the label files of a multipart FBA form; a JSON body gives the fields alone.
 * Exactly one file per label field: a second one is refused ('Limit 1 files upload!'), a file under
 * another name is refused as invalid; over the size limit, 413 (multipart stops reading it).
 * `items` arrives as JSON text (spec 02 §7) and is parsed here.
 */
export async function readFbaUpload(request: FastifyRequest): Promise<FbaUpload> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new AppError('VALIDATION_ERROR');
    }
    return { fields: { ...((body ?? {}) as Record<string, unknown>) }, files: {}, names: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Partial<Record<LabelField, Buffer>> = {};
  const names: Partial<Record<LabelField, string>> = {};
  let lastFileField = 'productLabel';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        lastFileField = part.fieldname;
        if (!labelFields.includes(part.fieldname)) {
          part.file.resume();
          throw invalidFile(part.fieldname);
        }
        const field = part.fieldname as LabelField;
        if (files[field]) {
          part.file.resume();
          throw oneFile(field);
        }
        const data = await part.toBuffer();
        if (data.length === 0) throw invalidFile(field);
        files[field] = data;
        names[field] = fileNameOf(part.filename, field);
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', fbaOrderMessages.fileInvalid, [
        { path: lastFileField, message: fbaOrderMessages.fileInvalid },
      ]);
    }
    if (code === 'FST_FILES_LIMIT') throw oneFile(lastFileField);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FIELD_TOO_LARGE')
      throw new AppError('BAD_REQUEST', fbaOrderMessages.itemsInvalid);
    throw error;
  }
  if (typeof fields.items === 'string') fields.items = parseItems(fields.items);
  return { fields, files, names };
}

/** `items` as the form sends it: JSON text of the rows. Not JSON: 400 naming the field. */
function parseItems(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_ERROR', fbaOrderMessages.itemsInvalid, [
      { path: 'items', message: fbaOrderMessages.itemsInvalid },
    ]);
  }
}

/** A shown file name: the upload's own, without a path or control characters, at most 120 long. */
function fileNameOf(name: string | undefined, field: LabelField): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, '').trim();
  return clean.slice(0, 120) || `${field}.pdf`;
}
