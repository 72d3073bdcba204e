import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderPackage } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { AlsoOnOrders } from './also-on-orders';
import { TrackingNumberLink } from './tracking-number-link';

/**
 * The order's packages by number: the tracking number (linked to the carrier's page when known),
 * carrier, service, shipped date, and a warning when another order carries the same number.
 */
export function OrderPackageList({ packages }: { packages: readonly OrderPackage[] }) {
  const { t } = useTranslation('shipping');
  if (packages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('packages.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {packages.map((pkg) => (
        <Paper
          key={pkg.orderPackageNo}
          component="li"
          withBorder
          p="xs"
          radius="sm"
          aria-label={t('packages.itemName', { no: pkg.orderPackageNo })}
        >
          <Stack gap={4}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {t('packages.no', { no: pkg.orderPackageNo })}
              </Text>
              {pkg.reshipId !== null ? (
                <Badge size="sm" variant="light" color="grape">
                  {t('packages.reship')}
                </Badge>
              ) : null}
              <Text size="sm" c="dimmed">
                {[pkg.carrierCode || t('packages.noCarrier'), pkg.serviceCode]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Group>
            <TrackingNumberLink trackingNumber={pkg.trackingNumber} trackingUrl={pkg.trackingUrl} />
            <Text size="xs" c="dimmed">
              {pkg.shippedAt
                ? t('packages.shippedAt', { date: formatDateTime(pkg.shippedAt) })
                : t('packages.notShippedYet')}
            </Text>
            <AlsoOnOrders orderIds={pkg.duplicateOf} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
