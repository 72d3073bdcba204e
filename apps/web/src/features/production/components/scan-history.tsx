import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ProductionScan } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/**
 * Who marked which unit, when, at which factory, newest first. An undone scan stays, struck
 * through, with the reason it was taken back. `showItem` names the item (the order's history).
 */
export function ScanHistory({
  scans,
  showItem = false,
}: {
  scans: readonly ProductionScan[];
  showItem?: boolean;
}) {
  const { t } = useTranslation('production');
  if (scans.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  }
  const newestFirst = [...scans].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
  return (
    <Stack
      component="ol"
      gap={0}
      aria-label={t('history.tableLabel')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {newestFirst.map((scan) => {
        const undone = scan.undoneAt !== null;
        return (
          <Stack
            component="li"
            key={scan.id}
            gap={2}
            py={8}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group gap={8} wrap="wrap" justify="space-between">
              <Group gap={8} wrap="wrap">
                <Text
                  fw={600}
                  size="sm"
                  td={undone ? 'line-through' : undefined}
                  c={undone ? 'dimmed' : undefined}
                >
                  {t(`steps.${scan.step}`)}
                </Text>
                <Text size="sm" td={undone ? 'line-through' : undefined} c="dimmed">
                  {showItem ? `${t('history.item')} ${scan.orderItemId} · ` : ''}
                  {t('units.unit', { unit: scan.unit })}
                </Text>
                {undone ? (
                  <Badge size="sm" variant="light" color="gray" c="gray.9" radius="sm">
                    {t('history.undoneShort')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                <time dateTime={scan.createdAt}>{formatDateTime(scan.createdAt)}</time>
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {scan.user?.name ?? t('history.system')} ·{' '}
              {t(`factories.${scan.factory}` as 'factories.vn1', { defaultValue: scan.factory })}
            </Text>
            {undone ? (
              <Text size="xs" c="red.9">
                {t('history.undone', { reason: scan.undoReason ?? '' })}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
