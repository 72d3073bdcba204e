import {
  ActionIcon,
  Alert,
  Card,
  Group,
  Image,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Design } from '@stitchworks/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useDeleteDesign } from '../api/delete-design';
import { useDesigns } from '../api/get-designs';
import { useUpdateDesign } from '../api/update-design';

const PAGE_SIZE = 24;

function RenameForm({ design, onDone }: { design: Design; onDone: () => void }) {
  const { t } = useTranslation('designs');
  const update = useUpdateDesign();
  const [name, setName] = useState(design.name);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        update.mutate(
          { id: design.id, input: { name: name.trim() } },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('library.renamed') });
              onDone();
            },
            onError: () => notifications.show({ color: 'red', message: t('library.renameFailed') }),
          },
        );
      }}
    >
      <TextInput
        data-autofocus
        label={t('library.name')}
        value={name}
        maxLength={120}
        error={name.trim() ? undefined : t('validation.required', { ns: 'common' })}
        onChange={(event) => setName(event.currentTarget.value)}
      />
    </form>
  );
}

/** The seller's designs, newest first, with rename and delete. */
export function DesignLibrary({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('designs');
  const designs = useDesigns({ page, limit: PAGE_SIZE });
  const remove = useDeleteDesign();

  const confirmDelete = (design: Design) =>
    modals.openConfirmModal({
      title: t('library.deleteTitle'),
      children: <Text size="sm">{t('library.deleteBody', { name: design.name })}</Text>,
      labels: { confirm: t('library.delete'), cancel: t('actions.cancel', { ns: 'common' }) },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(design.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('library.deleted') }),
          onError: () => notifications.show({ color: 'red', message: t('library.deleteFailed') }),
        }),
    });

  const openRename = (design: Design) => {
    const id = modals.open({
      title: t('library.renameTitle'),
      children: <RenameForm design={design} onDone={() => modals.close(id)} />,
    });
  };

  if (designs.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  }
  if (designs.isError) return <Alert color="red">{t('library.loadFailed')}</Alert>;
  if (designs.data.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="xl">
        {t('library.empty')}
      </Text>
    );
  }
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }}>
        {designs.data.rows.map((design) => (
          <Card key={design.id} withBorder padding="xs" data-testid="design-card">
            <Card.Section>
              <Image
                src={design.imageUrl.small}
                alt={design.name}
                h={140}
                fit="contain"
                bg="gray.1"
              />
            </Card.Section>
            <Stack gap={2} mt="xs">
              <Text size="sm" fw={500} lineClamp={1} title={design.name}>
                {design.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`types.${design.type}`)} · {design.width}×{design.height} ·{' '}
                {formatDate(design.createdAt)}
              </Text>
              <Group gap={4} justify="flex-end">
                <Tooltip label={t('library.rename')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('library.rename')}
                    onClick={() => openRename(design)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('library.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('library.delete')}
                    onClick={() => confirmDelete(design)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {designs.data.totalPage > 1 && (
        <Group justify="flex-end">
          <Pagination total={designs.data.totalPage} value={page} onChange={onPageChange} />
        </Group>
      )}
    </Stack>
  );
}
