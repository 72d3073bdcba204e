import { FileInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The label's PDF. It takes several files so that picking two says 'Limit 1 files upload!'
 * instead of silently keeping one.
 */
export function LabelFileInput({
  value,
  onChange,
  error,
  required = true,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  error?: ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation('shipping');
  return (
    <FileInput
      label={t('fields.labelFile')}
      description={t('fields.labelFileHint')}
      placeholder={t('fields.labelFilePlaceholder')}
      accept="application/pdf,.pdf"
      multiple
      clearable
      required={required}
      value={value}
      onChange={(files) => onChange(files ?? [])}
      error={error}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
    />
  );
}
