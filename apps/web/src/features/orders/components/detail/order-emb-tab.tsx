import { Anchor, Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Order } from '@stitchworks/shared';
import { IconDownload, IconNeedleThread } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readableBadge } from '../readable-badge';

/**
 * The stitch files (EMB) of the order's design images, with their embroidery options; until the
 * digitizer has made them, an empty state says so.
 */
export function OrderEmbTab({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const files = order.orderItems.flatMap((item, index) =>
    item.designImages
      .filter((image) => image.embUrl)
      .map((image) => ({ item, position: index + 1, image })),
  );
  if (files.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
          <IconNeedleThread size={24} />
        </ThemeIcon>
        <Text fw={600}>{t('emb.emptyTitle')}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {t('emb.emptyBody')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {files.map(({ item, position, image }) => {
        const location = t(`locations.${image.location}`);
        const name = image.emb?.name || `${item.catalogText} · ${location}`;
        return (
          <Card key={`${item.id}-${image.location}-${image.embUrl}`} padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('emb.itemLine', { position, location, color: item.color, size: item.size })}
                </Text>
                {image.emb ? (
                  <Group gap={6}>
                    {image.emb.applique ? (
                      <Badge size="sm" variant="light" {...readableBadge('grape')}>
                        {t('emb.applique')}
                      </Badge>
                    ) : null}
                    {image.emb.fabric ? (
                      <Text size="xs">{t('emb.fabric', { value: image.emb.fabric })}</Text>
                    ) : null}
                    {image.emb.outline ? (
                      <Text size="xs">{t('emb.outline', { value: image.emb.outline })}</Text>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
              <Anchor
                href={image.embUrl as string}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-label={t('emb.downloadLabel', { name })}
              >
                <Group gap={4}>
                  <IconDownload size={16} aria-hidden />
                  {t('emb.download')}
                </Group>
              </Anchor>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
