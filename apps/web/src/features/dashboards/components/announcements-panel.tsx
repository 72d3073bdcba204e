import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnnouncementKind } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '../../../components/ui/section-loader';
import { useErrorToast } from '../../../components/ui/use-error-toast';
import { formatDate } from '../../../lib/format';
import { useAnnouncements } from '../api/get-announcements';

function Posts({ kind }: { kind: AnnouncementKind }) {
  const { t } = useTranslation('dashboards');
  const posts = useAnnouncements({ kind, limit: 5 });
  useErrorToast(posts.isError, t('announcements.loadFailed'));
  const title = kind === 'news' ? t('announcements.news') : t('announcements.title');
  const id = `dashboard-${kind}-title`;
  return (
    <Card component="section" aria-labelledby={id} data-testid={`dashboard-${kind}`}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {posts.isPending ? (
        <SectionLoader label={title} />
      ) : posts.isError ? (
        <Text c="red" size="sm">
          {t('announcements.loadFailed')}
        </Text>
      ) : posts.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {kind === 'news' ? t('announcements.noNews') : t('announcements.none')}
        </Text>
      ) : (
        <Stack gap="md">
          {posts.data.map((post) => (
            <article key={post.id} aria-labelledby={`post-${post.id}`}>
              <Title order={3} size="h6" id={`post-${post.id}`}>
                {post.title}
              </Title>
              <Text size="xs" c="dimmed">
                {t('announcements.published', { date: formatDate(post.publishedAt) })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {post.body}
              </Text>
            </article>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** Announcements and news meant for the signed-in user. */
export function AnnouncementsPanel() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Posts kind="announcement" />
      <Posts kind="news" />
    </SimpleGrid>
  );
}
