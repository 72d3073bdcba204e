import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FbaLabelFile } from '@stitchworks/shared';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { saveBlob } from '../../../lib/save-blob';
import { getFbaLabelFile, getFbaLabelSheet } from '../api/change-fba-order';

/** Fetches a PDF with the token and saves it; the failure said in a toast. */
function useDownload() {
  const { t } = useTranslation('fbaOrders');
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, fetchPdf: () => Promise<Blob>, fileName: string) => {
    setBusy(name);
    try {
      saveBlob(await fetchPdf(), fileName);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('labels.downloadFailed'),
        message: getErrorMessage(error),
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** The packer's label sheet of an FBA order: every unit's FNSKU label, then the carton label. */
export function PrintFbaLabelsButton({ id, units }: { id: number; units: number }) {
  const { t } = useTranslation('fbaOrders');
  const { busy, run } = useDownload();
  return (
    <Button
      leftSection={<IconPrinter size={16} aria-hidden />}
      loading={busy === 'sheet'}
      onClick={() => void run('sheet', () => getFbaLabelSheet(id), `fba-${id}-labels.pdf`)}
    >
      {t('labels.print', { count: units })}
    </Button>
  );
}

/** The labels the seller uploaded, each as its PDF. */
export function FbaLabelFiles({
  productLabel,
  shippingLabel,
}: {
  productLabel: FbaLabelFile | null;
  shippingLabel: FbaLabelFile | null;
}) {
  const { t } = useTranslation('fbaOrders');
  const { busy, run } = useDownload();
  const files = [
    { key: 'productLabel', label: t('labels.product'), file: productLabel },
    { key: 'shippingLabel', label: t('labels.shipping'), file: shippingLabel },
  ];
  return (
    <Group gap="xs">
      {files.map(({ key, label, file }) =>
        file ? (
          <Button
            key={key}
            variant="light"
            size="xs"
            leftSection={<IconFileTypePdf size={14} aria-hidden />}
            loading={busy === key}
            onClick={() => void run(key, () => getFbaLabelFile(file.url), file.fileName)}
            aria-label={t('labels.downloadOf', { label, name: file.fileName })}
          >
            {label}: {file.fileName}
          </Button>
        ) : null,
      )}
    </Group>
  );
}
