import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { type OrderProduction, productionSteps } from '@stitchworks/shared';
import { IconScan } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { progressPercent, stepCounts } from '../../production-steps';
import { ItemCosts } from '../item-costs';
import { StitchPreview } from '../stitch-preview';

type Item = OrderProduction['items'][number];

/** One item of the order on the floor: units per step, its stitch files, its added costs. */
export function ProductionItemRow({
  orderId,
  item,
  name,
}: {
  orderId: number;
  item: Item;
  name: string | undefined;
}) {
  const { t } = useTranslation('production');
  const counts = stepCounts(item.units);
  return (
    <Stack
      gap="xs"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {t('card.item', { id: item.id })}
          </Text>
          {name ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          ) : null}
        </Stack>
        <Anchor
          renderRoot={(props) => (
            <Link
              {...props}
              to="/order/$orderId/$orderItemId"
              params={{ orderId: String(orderId), orderItemId: String(item.id) }}
            />
          )}
          size="sm"
          aria-label={t('card.openItem', { id: item.id })}
        >
          <Group gap={4} wrap="nowrap">
            <IconScan size={16} aria-hidden />
            {t('card.open')}
          </Group>
        </Anchor>
      </Group>
      {item.units.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('card.noUnits')}
        </Text>
      ) : (
        productionSteps.map((step) => {
          const text = t(`board.progress.${step}`, { done: counts[step], quantity: item.quantity });
          return (
            <Stack key={step} gap={2}>
              <Text size="xs">{text}</Text>
              <Progress
                value={progressPercent(counts[step], item.quantity)}
                size="sm"
                color={counts[step] >= item.quantity ? 'green.8' : undefined}
                aria-label={text}
              />
            </Stack>
          );
        })
      )}
      {item.designs.length > 0 ? (
        <Group gap="sm" wrap="wrap">
          {item.designs.map((design) => {
            const location = t(`locations.${design.location}`);
            const file = design.stitchFile;
            return (
              <Stack key={design.location} gap={4} align="flex-start">
                <StitchPreview
                  url={file?.previewUrl ?? null}
                  alt={t('designs.previewAlt', { location })}
                  size={72}
                />
                <Text size="xs">{location}</Text>
                <Badge
                  size="xs"
                  radius="sm"
                  variant="light"
                  color={file?.status === 'accepted' ? 'green' : 'orange'}
                  c={file?.status === 'accepted' ? '#22713a' : '#a93d00'}
                >
                  {file ? t(`designs.embStatuses.${file.status}`) : t('designs.noStitchFile')}
                </Badge>
                {file?.approval ? (
                  <Badge size="xs" radius="sm" variant="outline" color="gray" c="gray.9">
                    {t(`designs.approvals.${file.approval}`)}
                  </Badge>
                ) : null}
              </Stack>
            );
          })}
        </Group>
      ) : null}
      {item.costs.length > 0 ? (
        <ItemCosts itemId={item.id} costs={item.costs} canAdd={false} />
      ) : null}
    </Stack>
  );
}
