import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { SandboxShop } from '@stitchworks/shared';
import { IconRefresh, IconTruckDelivery } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatDateTime } from '../../../lib/format';
import { useSandboxShop } from '../api/get-sandbox-shop';

const HEADING_ID = 'sandbox-shop-title';

type ShopOrder = SandboxShop['orders'][number];

function ShopOrderRow({ order }: { order: ShopOrder }) {
  const { t } = useTranslation('storeSync');
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {order.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(order.createdAt)}
          </Text>
        </Group>
        <Text size="sm">
          {order.lines
            .map((line) => `${line.sku ?? t('sandboxShop.noSku')} × ${line.quantity}`)
            .join(', ')}
        </Text>
        {order.fulfillments.length === 0 ? (
          <Badge color="gray" variant="light" tt="none" w="fit-content">
            {t('sandboxShop.noTracking')}
          </Badge>
        ) : (
          <Stack gap={4}>
            {order.fulfillments.map((fulfillment) => (
              <Group key={`${fulfillment.trackingNumber}-${fulfillment.createdAt}`} gap="xs">
                <IconTruckDelivery size={16} aria-hidden color="var(--mantine-color-green-7)" />
                <Badge color="green" variant="light" tt="none">
                  {t('sandboxShop.tracking')}
                </Badge>
                {fulfillment.url ? (
                  <Anchor href={fulfillment.url} target="_blank" rel="noreferrer" size="sm">
                    {fulfillment.trackingNumber}
                  </Anchor>
                ) : (
                  <Text size="sm">{fulfillment.trackingNumber}</Text>
                )}
                {fulfillment.company ? (
                  <Text size="sm" c="dimmed">
                    {fulfillment.company}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {formatDateTime(fulfillment.createdAt)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * What the sandbox shop holds: its orders with their lines and the tracking our fulfilment push
 * gave each, read again every few seconds while "Live" is on; how a seller sees tracking arrive.
 */
export function SandboxShopPanel({ storeId }: { storeId: number }) {
  const { t } = useTranslation('storeSync');
  const [live, setLive] = useState(true);
  const shop = useSandboxShop(storeId, live);

  let body: ReactNode;
  if (shop.isPending) {
    body = (
      <Center p="md" role="status" aria-label={t('sandboxShop.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else if (shop.isError) {
    body = (
      <LoadFailed
        title={t('sandboxShop.loadFailed')}
        error={shop.error}
        onRetry={() => shop.refetch()}
        retrying={shop.isFetching}
      />
    );
  } else if (shop.data.orders.length === 0) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        {t('sandboxShop.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs">
        {shop.data.orders.map((order) => (
          <ShopOrderRow key={order.id} order={order} />
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h4" id={HEADING_ID}>
                {t('sandboxShop.title')}
              </Title>
              <Badge color="yellow" variant="filled" tt="none">
                {t('sandbox')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {shop.data ? t('sandboxShop.description', { shop: shop.data.shop }) : null}
            </Text>
          </Stack>
          <Group gap="xs">
            <Switch
              size="sm"
              label={t('sandboxShop.live')}
              checked={live}
              onChange={(event) => setLive(event.currentTarget.checked)}
            />
            <Tooltip label={t('sandboxShop.refresh')}>
              <ActionIcon
                variant="default"
                aria-label={t('sandboxShop.refresh')}
                onClick={() => void shop.refetch()}
              >
                <IconRefresh size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
