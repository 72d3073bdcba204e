import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Emb } from '@stitchworks/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { EmbAction } from '../emb-abilities';
import { EmbOrderLink } from './emb-order-link';
import { EmbRowActions } from './emb-row-actions';
import { EmbStatusBadge } from './emb-status-badge';
import { DesignImage, StitchPreview } from './stitch-images';
import { StitchInfo } from './stitch-info';

const IMAGE_SIZE = 132;

/** One design of the library: the seller's image beside its stitch-out, and where it stands. */
function EmbCard({
  emb,
  actions,
  onAction,
  onOpen,
}: {
  emb: Emb;
  actions: EmbAction[];
  onAction: (action: EmbAction, emb: Emb) => void;
  onOpen: (emb: Emb) => void;
}) {
  const { t } = useTranslation('embs');
  return (
    <Card component="article" aria-label={t('library.cardLabel', { id: emb.id })} padding="sm">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" justify="center">
          <DesignImage
            url={emb.imageUrl}
            alt={t('list.designAlt', { id: emb.id })}
            size={IMAGE_SIZE}
          />
          <StitchPreview
            url={emb.previewUrl}
            alt={t('list.previewAlt', { id: emb.id })}
            size={IMAGE_SIZE}
          />
        </Group>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              #{emb.id} · {t(`locations.${emb.location}`)}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1} title={emb.seller.name}>
              {emb.seller.name}
            </Text>
          </Stack>
          <EmbOrderLink orderId={emb.orderId} />
        </Group>
        <EmbStatusBadge emb={emb} />
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={2}>
            <StitchInfo emb={emb} />
            <Text size="xs" c={emb.waitingOrders > 0 ? '#a93d00' : 'dimmed'}>
              {t('list.waitingOrders', {
                count: emb.waitingOrders,
                formattedCount: formatNumber(emb.waitingOrders),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {emb.designer?.name ?? t('list.unassigned')}
            </Text>
          </Stack>
        </Group>
        <EmbRowActions emb={emb} actions={actions} onAction={onAction} onOpen={onOpen} />
      </Stack>
    </Card>
  );
}

/** The design library: a grid of cards, a skeleton while the first page loads. */
export function EmbCards({
  rows,
  fetching,
  actionsOf,
  onAction,
  onOpen,
  empty,
  error,
}: {
  rows: Emb[] | undefined;
  fetching: boolean;
  actionsOf: (emb: Emb) => EmbAction[];
  onAction: (action: EmbAction, emb: Emb) => void;
  onOpen: (emb: Emb) => void;
  empty: ReactNode;
  error?: ReactNode;
}) {
  const { t } = useTranslation('embs');
  if (error && !rows) return error;
  const cols = { base: 1, xs: 2, md: 3, xl: 4 };
  if (!rows) {
    return (
      <SimpleGrid cols={cols} aria-busy="true" aria-label={t('list.tableLabel')}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} h={360} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (rows.length === 0) return empty;
  return (
    <SimpleGrid
      cols={cols}
      aria-label={t('list.tableLabel')}
      aria-busy={fetching}
      style={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {rows.map((emb) => (
        <EmbCard
          key={emb.id}
          emb={emb}
          actions={actionsOf(emb)}
          onAction={onAction}
          onOpen={onOpen}
        />
      ))}
    </SimpleGrid>
  );
}
