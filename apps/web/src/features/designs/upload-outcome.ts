export type UploadOutcome = {
  color: 'green' | 'orange' | 'red';
  key: 'upload.done' | 'upload.someFailed' | 'upload.allFailed';
  failed: number;
};

/**
 * The toast at the end of a batch: 'Done Uploading' only when every file made it; otherwise how
 * many failed (they stay listed with a retry), in orange when some made it, red when none did.
 */
export function uploadOutcome(statuses: readonly ('success' | 'fail')[]): UploadOutcome {
  const failed = statuses.filter((status) => status === 'fail').length;
  if (failed === 0) return { color: 'green', key: 'upload.done', failed };
  if (failed === statuses.length) return { color: 'red', key: 'upload.allFailed', failed };
  return { color: 'orange', key: 'upload.someFailed', failed };
}
