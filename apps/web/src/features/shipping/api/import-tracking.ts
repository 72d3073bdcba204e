import type { TrackingImportResult } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { xhrPost } from '../../../lib/xhr-post';
import type { PastedTrackingRow } from '../tracking-template';
import { shippingKeys } from './query-keys';

/** A 100,000-row file takes a while on the server; the usual 25 s would cut big imports short. */
export const TRACKING_IMPORT_TIMEOUT_MS = 180_000;

type ImportAnswer = { data: TrackingImportResult; message: string };

/** POST /orders/upload-file-tracking-order (multipart `file`, a CSV or XLSX), with progress. */
export async function uploadTrackingFile(
  file: File,
  onProgress?: (share: number) => void,
): Promise<TrackingImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await xhrPost<ImportAnswer>('/orders/upload-file-tracking-order', form, {
    responseType: 'json',
    timeoutMs: TRACKING_IMPORT_TIMEOUT_MS,
    onProgress,
  });
  return answer.body.data;
}

/** POST /orders/import-tracking-order {rows}: pasted rows, each imported or refused. */
export async function importTrackingRows(
  rows: readonly PastedTrackingRow[],
  onProgress?: (share: number) => void,
): Promise<TrackingImportResult> {
  const answer = await xhrPost<ImportAnswer>(
    '/orders/import-tracking-order',
    { rows },
    { responseType: 'json', timeoutMs: TRACKING_IMPORT_TIMEOUT_MS, onProgress },
  );
  return answer.body.data;
}

export type TrackingImportSource =
  | { kind: 'file'; file: File }
  | { kind: 'rows'; rows: PastedTrackingRow[] };

/** Imports a file or pasted rows; every order's shipping loads again when one was imported. */
export function useImportTracking(onProgress?: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: TrackingImportSource) =>
      source.kind === 'file'
        ? uploadTrackingFile(source.file, onProgress)
        : importTrackingRows(source.rows, onProgress),
    onSuccess: (result) => {
      if (result.imported > 0)
        void queryClient.invalidateQueries({ queryKey: shippingKeys.orders() });
    },
  });
}
