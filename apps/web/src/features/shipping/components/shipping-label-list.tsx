import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ShippingLabel } from '@stitchworks/shared';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useDownloadLabelFile } from '../api/download-label-file';
import { parcelText } from '../parcel-text';
import { TrackingNumberLink } from './tracking-number-link';

/**
 * The order's labels, newest first: type, carrier, service, tracking number, cost, parcel; a
 * sandbox label says so, a voided one is struck through; those with a PDF can be downloaded.
 */
export function ShippingLabelList({
  labels,
  canDownload,
}: {
  labels: readonly ShippingLabel[];
  canDownload: boolean;
}) {
  const { t } = useTranslation('shipping');
  const download = useDownloadLabelFile();
  if (labels.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('labels.none')}
      </Text>
    );
  }
  const sorted = [...labels].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((label) => {
        const voided = label.voidedAt !== null;
        const parcel = parcelText(label.meta, (value) => formatNumber(value));
        return (
          <Paper
            key={label.id}
            component="li"
            withBorder
            p="xs"
            radius="sm"
            aria-label={t('labels.itemName', { number: label.trackingNumber })}
            style={voided ? { opacity: 0.7 } : undefined}
          >
            <Stack gap={4}>
              <Group gap={6} wrap="wrap">
                <Badge variant="light" size="sm">
                  {t(`labelTypes.${label.type}`)}
                </Badge>
                {label.sandbox ? (
                  <Badge color="yellow" variant="filled" size="sm">
                    {t('labels.sandbox')}
                  </Badge>
                ) : null}
                {voided ? (
                  <Badge color="gray" variant="outline" size="sm">
                    {t('labels.voided')}
                  </Badge>
                ) : null}
                <Text size="sm" fw={600} td={voided ? 'line-through' : undefined}>
                  {label.carrierName}
                  {label.serviceCode ? ` · ${label.serviceCode}` : ''}
                </Text>
              </Group>
              <TrackingNumberLink
                trackingNumber={label.trackingNumber}
                trackingUrl={label.trackingUrl}
                voided={voided}
              />
              <Text size="xs" c="dimmed" td={voided ? 'line-through' : undefined}>
                {t('labels.cost', {
                  fee: formatMoney(label.shippingFee),
                  total: formatMoney(label.totalCost),
                })}
                {parcel ? ` · ${t('labels.parcel', { parcel })}` : ''}
              </Text>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {voided && label.voidedAt
                    ? t('labels.voidedAt', { date: formatDateTime(label.voidedAt) })
                    : t('labels.createdAt', { date: formatDateTime(label.createdAt) })}
                </Text>
                {canDownload && label.fileUrl ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<IconFileDownload size={14} aria-hidden />}
                    loading={download.isPending && download.variables?.id === label.id}
                    aria-label={t('labels.downloadName', { number: label.trackingNumber })}
                    onClick={() =>
                      download.mutate(label, {
                        onError: (error) =>
                          notifications.show({
                            color: 'red',
                            title: t('labels.downloadFailed'),
                            message: getErrorMessage(error, { context: 'shipping' }),
                          }),
                      })
                    }
                  >
                    {t('labels.download')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
