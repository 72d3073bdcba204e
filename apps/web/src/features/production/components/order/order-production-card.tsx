import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../../components/ui/load-state';
import { getErrorMessage } from '../../../../lib/error-message';
import { useOrderProduction } from '../../api/get-order-production';
import { ProductionStatusBadge } from '../production-status-badge';
import { ScanHistory } from '../scan-history';
import { ProductionItemRow } from './production-item-row';

type Props = {
  orderId: number;
  /** Each item's name as the order shows it ('Gildan 5000 · Black · L'), by item id. */
  itemNames: ReadonlyMap<number, string>;
  /** Extra actions beside the title (e.g. printing the order's QR labels). */
  actions?: ReactNode;
};

/**
 * The order's production, for a paid order: its status (changed from the page header), each item's
 * units with a link to its scan page, stitch files, added costs, and the scan history.
 */
export function OrderProductionCard(props: Props) {
  const { orderId, itemNames, actions } = props;
  const { t } = useTranslation('production');
  const production = useOrderProduction(orderId);
  const data = production.data;

  return (
    <Card component="section" aria-labelledby="production-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="production-title">
            {t('card.title')}
          </Title>
          <Group gap="xs">{actions}</Group>
        </Group>
        <LoadState
          loading={production.isPending}
          error={
            production.isError
              ? `${t('card.loadFailed')}: ${getErrorMessage(production.error)}`
              : null
          }
        >
          {data ? (
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap={8}>
                  <Text size="sm" c="dimmed">
                    {t('card.status')}
                  </Text>
                  <ProductionStatusBadge value={data.productionStatus} />
                </Group>
              </Group>
              {data.holdReason ? (
                <Alert color="red" icon={<IconPlayerPause size={18} aria-hidden />}>
                  {t('item.holdReason', { reason: data.holdReason })}
                </Alert>
              ) : null}
              <Stack gap="sm">
                {data.items.map((item) => (
                  <ProductionItemRow
                    key={item.id}
                    orderId={orderId}
                    item={item}
                    name={itemNames.get(item.id)}
                  />
                ))}
              </Stack>
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {t('history.title')}
                </Title>
                <ScanHistory scans={data.scans} showItem={data.items.length > 1} />
              </Stack>
            </Stack>
          ) : null}
        </LoadState>
      </Stack>
    </Card>
  );
}
