import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileDownload, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useDownloadQrLabelsPdf } from '../../features/production/api/download-qr-labels-pdf';
import { useQrLabels } from '../../features/production/api/get-qr-labels';
import { QrLabelSheet } from '../../features/production/components/labels/qr-label-sheet';
import classes from '../../features/production/components/labels/qr-labels.module.css';
import { parseOrderIds } from '../../features/production/qr-label-pages';
import { getErrorMessage } from '../../lib/error-message';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /order/qr-labels?ids=1,2,3: one QR label per unit of every item of these orders, to print (10
 * to a page, the shell left out) or to download as the server's PDF.
 */
export function QrLabelsPage() {
  const { t } = useTranslation('production');
  usePageTitle('production:labels.title');
  const search = useSearch({ from: '/shell/order/qr-labels' });
  const ids = parseOrderIds(search.ids);
  const labels = useQrLabels(search.ids);
  const pdf = useDownloadQrLabelsPdf();
  const count = labels.data?.length ?? 0;

  const downloadPdf = () =>
    pdf.mutate(ids, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('labels.pdfFailed'),
          message: getErrorMessage(error),
        }),
    });

  return (
    <Stack gap="md" data-print-root>
      <Stack gap="xs" className={classes.noPrint}>
        <Anchor renderRoot={(props) => <Link {...props} to="/order" />} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {t('labels.toOrders')}
          </Group>
        </Anchor>
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>{t('labels.title')}</Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {labels.data
                ? `${t('labels.count', { count })} · ${t('labels.orders', { count: ids.length })}`
                : '\u00a0'}
            </Text>
          </Stack>
          {ids.length > 0 ? (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={count === 0}
              >
                {t('labels.print')}
              </Button>
              <Button
                leftSection={<IconFileDownload size={16} aria-hidden />}
                onClick={downloadPdf}
                loading={pdf.isPending}
                disabled={count === 0}
              >
                {t('labels.downloadPdf')}
              </Button>
            </Group>
          ) : null}
        </Group>
      </Stack>
      {ids.length === 0 ? (
        <EmptySheet title={t('labels.emptyTitle')} body={t('labels.emptyBody')} />
      ) : labels.isPending ? (
        <Center mih="30dvh" role="status" aria-label={t('labels.loading')}>
          <Loader />
        </Center>
      ) : labels.isError ? (
        <LoadFailed
          title={t('labels.loadFailed')}
          error={labels.error}
          onRetry={() => labels.refetch()}
          retrying={labels.isFetching}
        />
      ) : count === 0 ? (
        <EmptySheet title={t('labels.noLabelsTitle')} body={t('labels.noLabelsBody')} />
      ) : (
        <QrLabelSheet labels={labels.data} />
      )}
    </Stack>
  );
}

function EmptySheet({ title, body }: { title: string; body: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
        <IconQrcode size={24} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={460}>
        {body}
      </Text>
    </Stack>
  );
}
