import { notifications } from '@mantine/notifications';
import { DESIGN_UPLOAD_LIMIT, type Design, type DesignType } from '@stitchworks/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { designsKeys } from '../api/query-keys';
import { uploadDesign } from '../api/upload-design';

export type UploadEntry = {
  key: string;
  fileName: string;
  status: 'loading' | 'success' | 'fail';
  design?: Design;
  error?: string;
};

const PARALLEL_UPLOADS = 3;

/**
 * Uploads up to 20 files, three at a time; each entry goes loading → success or fail, and
 * 'Done Uploading' is shown once every one has finished.
 */
export function useDesignUploads(onUploaded?: (design: Design) => void) {
  const { t } = useTranslation('designs');
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const start = useCallback(
    async (files: File[], type: DesignType) => {
      const patch = (key: string, change: Partial<UploadEntry>) =>
        setEntries((current) =>
          current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
        );
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
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const item = batch[next++]!;
          try {
            const design = await uploadDesign(item.file, type);
            patch(item.key, { status: 'success', design });
            onUploaded?.(design);
          } catch (error) {
            patch(item.key, { status: 'fail', error: getErrorMessage(error) });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, batch.length) }, worker));
      await queryClient.invalidateQueries({ queryKey: designsKeys.lists() });
      notifications.show({ color: 'green', message: t('upload.done') });
    },
    [onUploaded, queryClient, t],
  );

  const uploading = entries.some((entry) => entry.status === 'loading');
  return { entries, start, uploading, clear: () => setEntries([]) };
}
