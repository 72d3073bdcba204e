import { Card, Stack, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CreateStoreForm } from '../../features/stores/components/create-store-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /store/new (seller); `?type=shopify` starts with Shopify (the store list's "Connect Shopify"). */
export function StoreNewPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:create.title');
  const navigate = useNavigate();
  const { type } = useSearch({ from: '/shell/store/new' });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('create.title')}</Title>
      <Card withBorder>
        <CreateStoreForm
          // A new type in the URL is a new form.
          key={type ?? 'none'}
          initial={type ? { type } : undefined}
          onCreated={() => void navigate({ to: '/store' })}
        />
      </Card>
    </Stack>
  );
}
