import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
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
      <Card withBorder padding={0}>
        {catalogs.isPending ? (
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        ) : catalogs.isError ? (
          <Alert color="red" m="md">
            {t('messages.getConfigFailed')}
          </Alert>
        ) : catalogs.data.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {t('list.empty')}
          </Text>
        ) : (
          <CatalogTable catalogs={catalogs.data} />
        )}
      </Card>
    </Stack>
  );
}
