import { Alert, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { useSaveCatalog } from '../../features/catalog/api/save-catalog';
import { CatalogForm } from '../../features/catalog/components/catalog-form';
import { getErrorMessage } from '../../lib/error-message';
import { usePageTitle } from '../../lib/use-page-title';

/** /catalog/$id (admin): edit a catalog, or add one at /catalog/new. Changes are audited. */
export function CatalogDetailPage() {
  const { t } = useTranslation('catalog');
  usePageTitle('catalog:detail.title');
  const { id } = useParams({ from: '/shell/catalog/$id' });
  const isNew = id === 'new';
  const catalogId = Number(id);
  const catalog = useCatalog(isNew ? undefined : catalogId);
  const save = useSaveCatalog();
  const navigate = useNavigate();

  const submit = (input: Parameters<typeof save.mutate>[0]['input']) =>
    save.mutate(
      { id: isNew ? undefined : catalogId, input },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t(isNew ? 'messages.created' : 'messages.updated', { id: saved.value }),
          });
          if (isNew) void navigate({ to: '/catalog/$id', params: { id: String(saved.value) } });
        },
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    );

  if (!isNew && catalog.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  }
  if (!isNew && catalog.isError) return <Alert color="red">{t('messages.getConfigFailed')}</Alert>;
  return (
    <Stack gap="lg">
      <Title order={1}>
        {isNew ? t('detail.newTitle') : `#${catalogId} ${catalog.data?.text ?? ''}`}
      </Title>
      <Card withBorder>
        <CatalogForm
          key={isNew ? 'new' : catalog.data?.updatedAt}
          catalog={isNew ? undefined : catalog.data}
          saving={save.isPending}
          onSubmit={submit}
        />
      </Card>
    </Stack>
  );
}
