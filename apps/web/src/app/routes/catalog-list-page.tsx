import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogs } from '../../features/catalog/api/get-catalogs';
import { CatalogTable } from '../../features/catalog/components/catalog-table';
import { usePageTitle } from '../../lib/use-page-title';

/** /catalog (admin): every blank the factories make. */
export function CatalogListPage() {
  const { t } = useTranslation('catalog');
  usePageTitle('catalog:list.title');
  const catalogs = useCatalogs();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Button
          leftSection={<IconPlus size={16} />}
          renderRoot={(props) => <Link {...props} to="/catalog/$id" params={{ id: 'new' }} />}
        >
          {t('list.new')}
        </Button>
      </Group>
      <CatalogTable
        catalogs={catalogs.data}
        error={
          catalogs.isError && !catalogs.data ? (
            <Alert color="red">
              {t('messages.getConfigFailed')}
              <Button variant="light" size="xs" ml="sm" onClick={() => void catalogs.refetch()}>
                {t('actions.retry', { ns: 'common' })}
              </Button>
            </Alert>
          ) : undefined
        }
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {t('list.empty')}
            </Text>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              renderRoot={(props) => <Link {...props} to="/catalog/$id" params={{ id: 'new' }} />}
            >
              {t('list.new')}
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
