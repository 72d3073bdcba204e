import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../components/layout/centered-page';
import { BrandMark } from '../../components/ui/brand-mark';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('notFound.title');

  return (
    <CenteredPage size="xs">
      <Stack align="center" ta="center" gap="md">
        <BrandMark size={56} />
        <Text fz={64} fw={800} lh={1} c="thread.7" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          {t('actions.backHome')}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
