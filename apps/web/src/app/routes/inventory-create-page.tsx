import { Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRowsForm } from '../../features/inventory/components/add-rows-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /inventory/create: the add-rows form on a page of its own; done, back to the list. */
export function InventoryCreatePage(): ReactElement {
  const { t } = useTranslation('inventory');
  usePageTitle('inventory:create.title');
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/inventory' });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('create.title')}</Title>
      <AddRowsForm onDone={back} onCancel={back} />
    </Stack>
  );
}
