import {
  embMessages,
  STITCH_FILE_MAX_BYTES,
  type StitchFileFormat,
  stitchFileMessages,
} from '@stitchworks/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { DstFormatError, dstPreviewSvg, readDst } from './dst.ts';

/** The one `file` part of an upload, as received. */
export type StitchUpload = { data: Buffer; filename: string | undefined };

/** What the server learnt from a stitch file it accepted. */
export type CheckedStitchFile = {
  format: StitchFileFormat;
  fileName: string;
  bytes: number;
  /** Null for PES: we store it without reading its stitches. */
  stitches: number | null;
  colors: number | null;
  widthTenths: number | null;
  heightTenths: number | null;
  previewSvg: string | null;
};

/** PES files begin with these bytes; a real one is far longer than its header's first fields. */
const PES_MAGIC = '#PES';
const PES_MIN_BYTES = 100;

/** Reads the one `file` part; multipart's own limits end oversized input before it is buffered. */
export async function readStitchUpload(request: FastifyRequest): Promise<StitchUpload> {
  let data: Buffer | undefined;
  let filename: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || data) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', embMessages.fileMissing);
      }
      data = await part.toBuffer();
      filename = part.filename;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', embMessages.fileTooLarge);
    }
    if (
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT' ||
      code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
    ) {
      throw new AppError('BAD_REQUEST', embMessages.fileMissing);
    }
    throw error;
  }
  if (!data || data.length === 0) throw new AppError('BAD_REQUEST', embMessages.fileMissing);
  return { data, filename };
}

/**
 * A download name from the uploaded one: no folders, only letters, digits, spaces, dots, dashes
 * and underscores (it goes into a Content-Disposition header), and the extension of the format
 * the content proved to be.
 */
export function stitchFileName(filename: string | undefined, format: StitchFileFormat): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/^[ ._-]+|[ ._-]+$/g, '')
    .slice(0, 100);
  return `${stem || 'design'}.${format}`;
}

const invalid = (detail?: string) =>
  new AppError(
    'BAD_REQUEST',
    embMessages.fileInvalid,
    detail ? [{ path: 'file', message: detail }] : undefined,
  );

/**
 * Checks a stitch file by its content, never its name: a DST must read whole (and sew at least one
 * stitch); a PES must carry its magic bytes. Anything else is refused before it is stored.
 */
export function checkStitchFile(upload: StitchUpload): CheckedStitchFile {
  const { data } = upload;
  if (data.length === 0) throw new AppError('BAD_REQUEST', embMessages.fileMissing);
  if (data.length > STITCH_FILE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', embMessages.fileTooLarge);
  }
  const head = data.subarray(0, 4).toString('latin1');
  if (head.startsWith('LA:')) {
    let design: ReturnType<typeof readDst>;
    try {
      design = readDst(data);
    } catch (error) {
      if (error instanceof DstFormatError) throw invalid(error.message);
      throw error;
    }
    if (design.stitches <= 0) throw invalid(stitchFileMessages.dstNoStitches);
    return {
      format: 'dst',
      fileName: stitchFileName(upload.filename, 'dst'),
      bytes: data.length,
      stitches: design.stitches,
      colors: design.colors,
      widthTenths: design.bounds.maxX - design.bounds.minX,
      heightTenths: design.bounds.maxY - design.bounds.minY,
      previewSvg: dstPreviewSvg(design),
    };
  }
  if (head === PES_MAGIC) {
    if (data.length < PES_MIN_BYTES) throw invalid(stitchFileMessages.pesCutShort);
    return {
      format: 'pes',
      fileName: stitchFileName(upload.filename, 'pes'),
      bytes: data.length,
      stitches: null,
      colors: null,
      widthTenths: null,
      heightTenths: null,
      previewSvg: null,
    };
  }
  throw invalid();
}
