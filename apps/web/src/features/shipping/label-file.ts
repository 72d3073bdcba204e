import { LABEL_FILE_MAX_BYTES, shippingMessages } from '@stitchworks/shared';

/**
 * The one PDF of a label upload, checked before it is sent: more than one file is 'Limit 1 files
 * upload!', anything but a PDF (or an empty or oversized one) 'The file is invalid'. Null: fine.
 * The server checks the content again.
 */
export function labelFileProblem(files: readonly File[]): string | null {
  if (files.length > 1) return shippingMessages.oneFile;
  const file = files[0];
  if (!file) return null;
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf || file.size === 0 || file.size > LABEL_FILE_MAX_BYTES)
    return shippingMessages.fileInvalid;
  return null;
}
