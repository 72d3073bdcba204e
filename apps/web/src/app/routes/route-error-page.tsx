import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../components/layout/centered-page';
import { usePageTitle } from '../../lib/use-page-title';

/** The browser's wording when a lazily loaded chunk cannot be fetched (e.g. after a deploy). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  return (
    message.startsWith('Failed to fetch dynamically imported module') ||
    message.startsWith('error loading dynamically imported module') ||
    message.startsWith('Importing a module script failed')
  );
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const chunkFailed = isChunkLoadError(error);
  usePageTitle(chunkFailed ? 'errors.chunkLoadFailed' : 'errors.pageFailed');

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <CenteredPage size="xs">
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1} size="h2">
          {chunkFailed ? t('errors.chunkLoadFailed') : t('errors.pageFailed')}
        </Title>
        <Text c="dimmed">
          {chunkFailed ? t('errors.chunkLoadFailedHint') : t('errors.pageFailedHint')}
        </Text>
        {import.meta.env.DEV && error instanceof Error && (
          <Code block w="100%" ta="left">
            {error.message}
          </Code>
        )}
        <Group justify="center">
          {chunkFailed ? (
            <Button
              leftSection={<IconRefresh size={18} />}
              onClick={() => window.location.reload()}
            >
              {t('actions.reload')}
            </Button>
          ) : (
            <Button leftSection={<IconRefresh size={18} />} onClick={retry}>
              {t('actions.retry')}
            </Button>
          )}
          <Button variant="default" component={Link} to="/" leftSection={<IconHome size={18} />}>
            {t('actions.backHome')}
          </Button>
        </Group>
      </Stack>
    </CenteredPage>
  );
}
