import type { Hash } from 'node:crypto';
import { orderMessages, validationMessages } from '@stitchworks/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';

/** A file part of a multipart form as it streams in; `truncated` once past the size limit. */
export type UploadedFile = AsyncIterable<Buffer> & { truncated: boolean; resume(): void };

type UploadErrors = {
  /** The upload is not a file we can read, with the reason. */
  invalid: (message: string) => AppError;
  tooLarge: () => AppError;
};

/**
 * Reads the one file of a multipart form, named `fieldname`, with `read` while it streams in.
 * Fields are skipped. No file, or a file under another name, is refused as a missing file; a
 * second file is refused (the form's limit is one file), not dropped without a word.
 */
export async function readOnlyFile<T>(
  request: FastifyRequest,
  fieldname: string,
  read: (file: UploadedFile) => Promise<T>,
  errors: UploadErrors,
): Promise<T> {
  try {
    let result: { value: T } | undefined;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== fieldname) {
        part.file.resume();
        throw errors.invalid(validationMessages.required);
      }
      result = { value: await read(part.file) };
    }
    if (!result) throw errors.invalid(validationMessages.required);
    return result.value;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw errors.invalid(orderMessages.oneFile);
    // Not multipart, a broken multipart body, too many parts: none is a file we can read.
    throw errors.invalid(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The file's bytes as they arrive. Past the size limit multipart stops handing on data; the rest
 * of the upload is still read to its end (so the client gets the answer), then refused.
 */
export async function* uploadBytes(
  file: UploadedFile,
  tooLarge: () => AppError,
): AsyncGenerator<Buffer> {
  let over = false;
  for await (const chunk of file) {
    if (file.truncated) over = true;
    if (!over) yield chunk;
  }
  if (over || file.truncated) throw tooLarge();
}

/** The whole file, at most the form's size limit. */
export async function uploadBuffer(file: UploadedFile, tooLarge: () => AppError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of uploadBytes(file, tooLarge)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The bytes passed on as they come, each added to `hash` (what an upload's Idempotency-Key hashes). */
export async function* hashedBytes(
  source: AsyncIterable<Buffer>,
  hash: Hash,
): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}
