import { Card, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CreateStoreForm } from '../../features/stores/components/create-store-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /store/new (seller). */
export function StoreNewPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:create.title');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('create.title')}</Title>
      <Card withBorder>
        <CreateStoreForm onCreated={() => void navigate({ to: '/store' })} />
      </Card>
    </Stack>
  );
}
