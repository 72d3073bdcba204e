import {
  Badge,
  Button,
  FileButton,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  DESIGN_ACCEPTED_TYPES,
  DESIGN_UPLOAD_LIMIT,
  type DesignType,
  designTypes,
} from '@stitchworks/shared';
import { IconCheck, IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadEntry } from '../hooks/use-design-uploads';

export type DesignUploaderProps = {
  entries: UploadEntry[];
  uploading: boolean;
  onFiles: (files: File[], type: DesignType) => void;
  /** Uploads a failed entry again; without it a failure shows no retry. */
  onRetry?: (key: string) => void;
  compact?: boolean;
};

function EntryStatus({ entry, onRetry }: { entry: UploadEntry; onRetry?: (key: string) => void }) {
  const { t } = useTranslation('designs');
  if (entry.status === 'loading') {
    return (
      <Group gap={6}>
        <Loader size="xs" />
        <Text size="sm">{t('upload.status.loading')}</Text>
      </Group>
    );
  }
  if (entry.status === 'success') {
    return (
      <Badge color="green" leftSection={<IconCheck size={12} />}>
        {t('upload.status.success')}
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="red" leftSection={<IconX size={12} />}>
        {t('upload.status.fail')}
      </Badge>
      {entry.error && (
        <Text size="xs" c="red">
          {entry.error}
        </Text>
      )}
      {onRetry && entry.file && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconRefresh size={12} aria-hidden />}
          aria-label={t('upload.retryFile', { name: entry.fileName })}
          onClick={() => onRetry(entry.key)}
        >
          {t('upload.retry')}
        </Button>
      )}
    </Stack>
  );
}

/** Pick up to 20 PNG, JPEG or WebP files; each one's upload is listed with its state. */
export function DesignUploader({
  entries,
  uploading,
  onFiles,
  onRetry,
  compact,
}: DesignUploaderProps) {
  const { t } = useTranslation('designs');
  const [type, setType] = useState<DesignType>('embroidery');
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        {!compact && (
          <SegmentedControl
            aria-label={t('upload.type')}
            value={type}
            onChange={(value) => setType(value as DesignType)}
            data={designTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
          />
        )}
        <FileButton
          multiple
          accept={DESIGN_ACCEPTED_TYPES.join(',')}
          onChange={(files) => onFiles(files, type)}
        >
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} />}
              loading={uploading}
              variant={compact ? 'light' : 'filled'}
            >
              {t('upload.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('upload.hint', { limit: DESIGN_UPLOAD_LIMIT })}
        </Text>
      </Group>
      {entries.length > 0 && (
        <Table verticalSpacing={4} aria-label={t('upload.progress')}>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.key} data-testid="upload-entry" data-status={entry.status}>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {entry.fileName}
                  </Text>
                </Table.Td>
                <Table.Td w={220}>
                  <EntryStatus entry={entry} onRetry={onRetry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
