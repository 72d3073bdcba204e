import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { SectionLoader } from '../../components/ui/section-loader';
import { useCatalogs } from '../../features/catalog/api/get-catalogs';
import { MarkOutOfStockModal } from '../../features/out-of-stock/components/mark-out-of-stock-modal';
import { OutOfStockLists } from '../../features/out-of-stock/components/out-of-stock-lists';
import { useOutOfStocks } from '../../lib/out-of-stock';
import { usePageTitle } from '../../lib/use-page-title';

/** /out-of-stock (admin): the variants marked out of stock, per catalog, and the create modal. */
export function OutOfStockPage() {
  const { t } = useTranslation('outOfStock');
  usePageTitle('outOfStock:title');
  const catalogs = useCatalogs();
  const lists = useOutOfStocks();
  const [creating, setCreating] = useState(false);
  const failed = lists.isError ? lists : catalogs.isError ? catalogs : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('description')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!catalogs.data}
          onClick={() => setCreating(true)}
        >
          {t('create')}
        </Button>
      </Group>
      {failed ? (
        <LoadFailed
          title={t('messages.getFailed')}
          error={failed.error}
          onRetry={() => failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : !lists.data || !catalogs.data ? (
        <SectionLoader label={t('loading')} />
      ) : lists.data.length === 0 ? (
        <Stack align="center" gap="sm" p="xl" role="status">
          <Text c="dimmed" ta="center">
            {t('list.empty')}
          </Text>
        </Stack>
      ) : (
        <OutOfStockLists catalogs={catalogs.data} lists={lists.data} />
      )}
      {catalogs.data && (
        <MarkOutOfStockModal
          opened={creating}
          onClose={() => setCreating(false)}
          catalogs={catalogs.data}
          lists={lists.data ?? []}
        />
      )}
    </Stack>
  );
}
