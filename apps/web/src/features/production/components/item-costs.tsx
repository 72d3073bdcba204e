import { Button, Group, Stack, Text } from '@mantine/core';
import type { ItemCost } from '@stitchworks/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { ItemCostKind } from '../api/add-item-cost';
import { AddCostDialog } from './add-cost-dialog';

/** The costs staff added to the item; admins and managers add more. */
export function ItemCosts({
  itemId,
  costs,
  canAdd,
}: {
  itemId: number;
  costs: readonly ItemCost[];
  canAdd: boolean;
}) {
  const { t } = useTranslation('production');
  const [adding, setAdding] = useState<ItemCostKind | null>(null);
  return (
    <Stack gap="sm">
      {costs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('costs.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {costs.map((cost) => (
            <Group
              component="li"
              key={cost.id}
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
            >
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {t(`costs.kinds.${cost.kind}`)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {cost.reason}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(cost.createdAt)} ·{' '}
                  {t('costs.transaction', { id: cost.transactionId })}
                </Text>
              </Stack>
              <Text size="sm" fw={700}>
                {formatMoney(cost.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {canAdd ? (
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding('extra')}
          >
            {t('costs.addExtra')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding('design')}
          >
            {t('costs.addDesign')}
          </Button>
        </Group>
      ) : null}
      {adding ? (
        <AddCostDialog itemId={itemId} kind={adding} onClose={() => setAdding(null)} />
      ) : null}
    </Stack>
  );
}
