import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Order, OrderItem } from '@stitchworks/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { sizeLabel } from '../../variant-label';
import { readableBadge } from '../readable-badge';

/** Each row of the order: what it is, its mockups and design images, and what it costs. */
export function OrderItemsTab({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  if (order.orderItems.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center" role="status">
        {t('items.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {order.orderItems.map((item, index) => (
        <OrderItemCard key={item.id} item={item} position={index + 1} />
      ))}
    </Stack>
  );
}

function OrderItemCard({ item, position }: { item: OrderItem; position: number }) {
  const { t } = useTranslation('orders');
  const title = item.productTitle || item.catalogText;
  const mockups = item.designImages.filter((image) => image.mockup);
  return (
    <Card padding="md" component="article" aria-label={t('items.label', { position, title })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {[item.productTitle ? item.catalogText : null, item.color, sizeLabel(item.size)]
                .filter(Boolean)
                .join(' · ')}
              {item.meta.frameColor
                ? ` · ${t('items.frame', { color: item.meta.frameColor })}`
                : ''}
              {item.sku ? ` · ${item.sku}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            {item.completedAt ? (
              <Badge
                {...readableBadge('green')}
                variant="light"
                leftSection={<IconCircleCheck size={12} aria-hidden />}
                title={formatDateTime(item.completedAt)}
              >
                {t('items.completed')}
              </Badge>
            ) : null}
            <Text size="sm">{t('items.quantity', { count: item.quantity })}</Text>
          </Group>
        </Group>

        {mockups.length > 0 ? (
          <ImageStrip
            title={t('items.mockups')}
            images={mockups.map((image) => ({
              url: image.mockup as string,
              label: t(`locations.${image.location}`),
            }))}
          />
        ) : null}
        <ImageStrip
          title={t('items.designs')}
          images={item.designImages.map((image) => ({
            url: image.imageUrl,
            label: t(`locations.${image.location}`),
          }))}
        />

        <Group gap="lg" wrap="wrap">
          <Price label={t('items.unitPrice')} value={item.unitPrice} />
          {item.extraPositionPrice > 0 ? (
            <Price label={t('items.extraPositions')} value={item.extraPositionPrice} />
          ) : null}
          {item.digitizingPrice > 0 ? (
            <Price label={t('items.digitizing')} value={item.digitizingPrice} />
          ) : null}
          <Price label={t('items.amount')} value={item.amount} strong />
        </Group>
        {item.note ? (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('items.note')}:{' '}
            </Text>
            {item.note}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function Price({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {formatMoney(value)}
      </Text>
    </Stack>
  );
}

/** Thumbnails that open the full image in a new tab. */
function ImageStrip({
  title,
  images,
}: {
  title: string;
  images: { url: string; label: string }[];
}) {
  const { t } = useTranslation('orders');
  if (images.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="xs">
        {images.map((image) => (
          <Anchor
            key={`${image.url}|${image.label}`}
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('items.openImage', { title, location: image.label })}
          >
            <Stack gap={2} align="center">
              <Image
                src={image.url}
                alt=""
                h={88}
                w="100%"
                fit="contain"
                radius="sm"
                bg="gray.0"
                loading="lazy"
                fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='88' height='88'/%3E"
              />
              <Text size="xs" c="dimmed" ta="center" lineClamp={1}>
                {image.label}
              </Text>
            </Stack>
          </Anchor>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
