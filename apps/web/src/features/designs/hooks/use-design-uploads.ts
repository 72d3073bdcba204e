import { notifications } from '@mantine/notifications';
import { DESIGN_UPLOAD_LIMIT, type Design, type DesignType } from '@stitchworks/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { designsKeys } from '../api/query-keys';
import { uploadDesign } from '../api/upload-design';
import { uploadOutcome } from '../upload-outcome';

export type UploadEntry = {
  key: string;
  fileName: string;
  status: 'loading' | 'success' | 'fail';
  design?: Design;
  error?: string;
  /** Kept while the upload may still be retried. */
  file?: File;
  type?: DesignType;
};

const PARALLEL_UPLOADS = 3;

/**
 * Uploads up to 20 files, three at a time; each entry goes loading → success or fail. When every
 * one has finished, the toast says 'Done Uploading', or how many failed; a failed entry keeps its
 * file and can be retried.
 */
export function useDesignUploads(onUploaded?: (design: Design) => void) {
  const { t } = useTranslation('designs');
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const upload = useCallback(
    async (batch: { key: string; fileName: string; file: File }[], type: DesignType) => {
      const patch = (key: string, change: Partial<UploadEntry>) =>
        setEntries((current) =>
          current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
        );
      const statuses: ('success' | 'fail')[] = [];
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const item = batch[next++]!;
          try {
            const design = await uploadDesign(item.file, type);
            patch(item.key, { status: 'success', design, file: undefined, error: undefined });
            statuses.push('success');
            onUploaded?.(design);
          } catch (error) {
            patch(item.key, {
              status: 'fail',
              error: getErrorMessage(error),
              file: item.file,
              type,
            });
            statuses.push('fail');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, batch.length) }, worker));
      await queryClient.invalidateQueries({ queryKey: designsKeys.lists() });
      const outcome = uploadOutcome(statuses);
      notifications.show({
        color: outcome.color,
        message: t(outcome.key, { count: outcome.failed, total: statuses.length }),
      });
    },
    [onUploaded, queryClient, t],
  );

  const start = useCallback(
    async (files: File[], type: DesignType) => {
      if (files.length === 0) return;
      if (files.length > DESIGN_UPLOAD_LIMIT) {
        notifications.show({ color: 'red', message: t('upload.limit') });
        return;
      }
      const batch = files.map((file, index) => ({
        key: `${Date.now()}-${index}-${file.name}`,
        fileName: file.name,
        file,
      }));
      setEntries((current) => [
        ...batch.map(({ key, fileName }) => ({ key, fileName, status: 'loading' as const })),
        ...current,
      ]);
      await upload(batch, type);
    },
    [t, upload],
  );

  /** Uploads a failed entry's file again, in its place in the list. */
  const retry = useCallback(
    async (key: string) => {
      const entry = entries.find((candidate) => candidate.key === key);
      if (!entry?.file || !entry.type || entry.status !== 'fail') return;
      setEntries((current) =>
        current.map((item) =>
          item.key === key ? { key, fileName: item.fileName, status: 'loading' } : item,
        ),
      );
      await upload([{ key, fileName: entry.fileName, file: entry.file }], entry.type);
    },
    [entries, upload],
  );

  const uploading = entries.some((entry) => entry.status === 'loading');
  return { entries, start, retry, uploading, clear: () => setEntries([]) };
}
