import type { embMessages } from '@stitchworks/shared';
import { STITCH_FILE_MAX_BYTES, stitchFileFormats } from '@stitchworks/shared/enums/production';

/** What the file picker offers: the formats the server reads. */
export const STITCH_FILE_ACCEPT = stitchFileFormats.map((format) => `.${format}`).join(',');

/**
 * Why a picked file cannot be sent, before it is (the server checks its content again): none
 * chosen, not a .dst or .pes name, or over 10 MB.
 */
export function stitchFileProblem(
  file: { name: string; size: number } | null,
): keyof typeof embMessages | undefined {
  if (!file) return 'fileMissing';
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(stitchFileFormats as readonly string[]).includes(extension)) return 'fileInvalid';
  if (file.size > STITCH_FILE_MAX_BYTES) return 'fileTooLarge';
  if (file.size === 0) return 'fileInvalid';
  return undefined;
}
