import { Alert, Anchor, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconFileDownload, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadInvoicePdf, useOrderInvoice } from '../../features/orders/api/get-order-invoice';
import classes from '../../features/orders/components/invoice/invoice-print.module.css';
import { InvoiceSheet } from '../../features/orders/components/invoice/invoice-sheet';
import { isApiError } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-message';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

/**
 * /order-invoice/{id}: the printable invoice of an order. Printing leaves the shell out; "Download
 * PDF" saves the server's PDF of the same invoice.
 */
export function OrderInvoicePage() {
  const { t } = useTranslation('orders');
  usePageTitle('orders:invoice.title');
  const { id } = useParams({ from: '/shell/order-invoice/$id' });
  const orderId = Number(id);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const invoice = useOrderInvoice(valid ? orderId : 0);
  const [downloading, setDownloading] = useState(false);

  if (!valid || (isApiError(invoice.error) && invoice.error.status === 404))
    return <NotFoundPage />;

  const download = async () => {
    if (!invoice.data) return;
    setDownloading(true);
    try {
      await downloadInvoicePdf(orderId, invoice.data.number);
    } catch (error) {
      notifications.show({ color: 'red', message: getErrorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md" data-print-root>
      <Group justify="space-between" className={classes.noPrint} wrap="wrap">
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/order/$orderId" params={{ orderId: id }} />}
        >
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {t('invoice.backToOrder', { id })}
          </Group>
        </Anchor>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            disabled={!invoice.data}
          >
            {t('invoice.print')}
          </Button>
          <Button
            leftSection={<IconFileDownload size={16} aria-hidden />}
            onClick={() => void download()}
            loading={downloading}
            disabled={!invoice.data}
          >
            {t('invoice.downloadPdf')}
          </Button>
        </Group>
      </Group>
      {invoice.isPending ? (
        <Center mih="40dvh" role="status" aria-label={t('invoice.loading')}>
          <Loader />
        </Center>
      ) : invoice.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('invoice.loadFailed')}
        >
          <Button variant="light" size="xs" mt="xs" onClick={() => void invoice.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : (
        <InvoiceSheet invoice={invoice.data} />
      )}
    </Stack>
  );
}
