import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../features/stores/api/get-store';
import { useConfirmDeleteStore } from '../../features/stores/components/confirm-delete-store';
import { EditStoreForm } from '../../features/stores/components/edit-store-form';
import { StoreStatusBadge } from '../../features/stores/components/store-status-badge';
import { useCurrentUser } from '../../lib/current-user';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

/** /store/$storeId (admin, seller). */
export function StoreDetailPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:detail.title');
  const { storeId } = useParams({ from: '/shell/store/$storeId' });
  const id = Number(storeId);
  const store = useStore(id);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDeleteStore(() => void navigate({ to: '/store' }));
  const canChange = !(user.role === 'seller' && user.meta.disabled);

  if (store.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  }
  if (store.isError) return <Alert color="red">{t('detail.loadFailed')}</Alert>;
  const data = store.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{data.name}</Title>
          <StoreStatusBadge status={data.status} />
        </Group>
        {canChange && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => confirmDelete(data)}
          >
            {t('delete.action')}
          </Button>
        )}
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('form.type')}
            </Text>
            <Text>{t(`types.${data.type}`)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('columns.products')}
            </Text>
            <Text>{data.productCount}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('columns.createdAt')}
            </Text>
            <Text>{formatDateTime(data.createdAt)}</Text>
          </Stack>
          {data.seller && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('columns.seller')}
              </Text>
              <Text>
                {data.seller.name} ({data.seller.email})
              </Text>
            </Stack>
          )}
        </SimpleGrid>
        {data.status !== 'active' && (
          <Alert color="yellow" mt="md">
            {t(`detail.statusHint.${data.status}`)}
          </Alert>
        )}
      </Card>
      {canChange && (
        <Card withBorder>
          <Title order={2} size="h4" mb="md">
            {t('detail.edit')}
          </Title>
          <EditStoreForm store={data} />
        </Card>
      )}
    </Stack>
  );
}
