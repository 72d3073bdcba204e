import { Card, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DesignLibrary } from '../../features/designs/components/design-library';
import { DesignUploader } from '../../features/designs/components/design-uploader';
import { useDesignUploads } from '../../features/designs/hooks/use-design-uploads';
import { usePageTitle } from '../../lib/use-page-title';

/** /upload (seller): upload up to 20 designs at once, then manage the library. */
export function UploadPage() {
  const { t } = useTranslation('designs');
  usePageTitle('designs:upload.title');
  const uploads = useDesignUploads();
  const search = useSearch({ from: '/shell/upload' });
  const navigate = useNavigate({ from: '/upload' });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('upload.title')}</Title>
      <Card withBorder>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('upload.description')}
          </Text>
          <DesignUploader
            entries={uploads.entries}
            uploading={uploads.uploading}
            onFiles={(files, type) => void uploads.start(files, type)}
            onRetry={(key) => void uploads.retry(key)}
          />
        </Stack>
      </Card>
      <Title order={2} size="h3">
        {t('library.title')}
      </Title>
      <DesignLibrary
        page={search.page ?? 1}
        onPageChange={(page) => void navigate({ search: { page: page > 1 ? page : undefined } })}
      />
    </Stack>
  );
}
