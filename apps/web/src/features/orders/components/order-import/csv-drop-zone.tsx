import { Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './order-import.module.css';

/**
 * One CSV file, dropped or chosen with the keyboard: a real file input inside a label, so screen
 * readers and keyboards use it as any file field. More than one file is refused ('Limit 1 files
 * upload!') by `onTooMany`.
 */
export function CsvDropZone({
  disabled,
  onFile,
  onTooMany,
}: {
  disabled: boolean;
  onFile: (file: File) => void;
  onTooMany: () => void;
}) {
  const { t } = useTranslation('orderForm');
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      onTooMany();
      return;
    }
    const file = files[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <label
      className={classes.dropZone}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="csv-drop-zone"
    >
      <input
        className={classes.fileInput}
        type="file"
        accept=".csv,text/csv"
        multiple
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file chosen again after a fix must fire a change.
          event.currentTarget.value = '';
        }}
      />
      <Stack gap={6} align="center">
        <IconFileTypeCsv size={40} stroke={1.4} aria-hidden />
        <Text fw={600}>{t('import.drop')}</Text>
        <Text size="sm" c="dimmed" id={hintId}>
          {t('import.dropHint')}
        </Text>
      </Stack>
    </label>
  );
}
