import {
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Announcement,
  type AnnouncementInput,
  announcementAudiences,
  announcementInputSchema,
  announcementKinds,
} from '@stitchworks/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { SectionCard } from '../../../components/ui/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/get-announcements';
import { useSaveAnnouncement } from '../api/save-announcement';

type FormValues = {
  kind: Announcement['kind'];
  audience: Announcement['audience'];
  title: string;
  body: string;
};

function AnnouncementForm({ post, onDone }: { post: Announcement | null; onDone: () => void }) {
  const { t } = useTranslation('dashboards');
  const save = useSaveAnnouncement();
  const form = useForm<FormValues>({
    initialValues: {
      kind: post?.kind ?? 'announcement',
      audience: post?.audience ?? 'all',
      title: post?.title ?? '',
      body: post?.body ?? '',
    },
    validate: (values) => {
      const result = announcementInputSchema.safeParse(values);
      if (result.success) return {};
      return Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
    },
  });
  const submit = form.onSubmit((values) => {
    const input: AnnouncementInput = values;
    save.mutate(
      { id: post?.id, input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('announcements.saved') });
          onDone();
        },
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group grow>
          <Select
            label={t('announcements.kind')}
            allowDeselect={false}
            data={announcementKinds.map((kind) => ({
              value: kind,
              label: t(`announcements.kinds.${kind}`),
            }))}
            {...form.getInputProps('kind')}
          />
          <Select
            label={t('announcements.audience')}
            allowDeselect={false}
            data={announcementAudiences.map((audience) => ({
              value: audience,
              label: t(`announcements.audiences.${audience}`),
            }))}
            {...form.getInputProps('audience')}
          />
        </Group>
        <TextInput label={t('announcements.postTitle')} required {...form.getInputProps('title')} />
        <Textarea
          label={t('announcements.body')}
          required
          autosize
          minRows={3}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('announcements.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('announcements.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The admin's list of announcements and news, with writing, changing and removing. */
export function AnnouncementsEditor() {
  const { t } = useTranslation('dashboards');
  const posts = useAnnouncements({ limit: 50 });
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<Announcement | null | undefined>(undefined);

  const confirmDelete = (post: Announcement) => {
    if (!window.confirm(t('announcements.deleteConfirm', { title: post.title }))) return;
    remove.mutate(post.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('announcements.deleted') }),
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });
  };

  return (
    <SectionCard id="announcements-editor" title={t('announcements.editor')}>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('announcements.new')}
        </Button>
      </Group>
      {posts.isError ? (
        <Text c="red" size="sm">
          {t('announcements.loadFailed')}
        </Text>
      ) : posts.data && posts.data.length > 0 ? (
        <ScrollTable label={t('announcements.editor')} minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('announcements.postTitle')}</Table.Th>
                <Table.Th>{t('announcements.kind')}</Table.Th>
                <Table.Th>{t('announcements.audience')}</Table.Th>
                <Table.Th>{t('announcements.published', { date: '' }).trim()}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('announcements.edit')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.data.map((post) => (
                <Table.Tr key={post.id}>
                  <Table.Td>{post.title}</Table.Td>
                  <Table.Td>{t(`announcements.kinds.${post.kind}`)}</Table.Td>
                  <Table.Td>{t(`announcements.audiences.${post.audience}`)}</Table.Td>
                  <Table.Td>{formatDate(post.publishedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setEditing(post)}
                        aria-label={`${t('announcements.edit')}: ${post.title}`}
                      >
                        {t('announcements.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => confirmDelete(post)}
                        aria-label={`${t('announcements.delete')}: ${post.title}`}
                      >
                        {t('announcements.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : (
        <Text c="dimmed" size="sm">
          {t('announcements.none')}
        </Text>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('announcements.edit') : t('announcements.new')}
      >
        {editing !== undefined && (
          <AnnouncementForm post={editing} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
    </SectionCard>
  );
}
