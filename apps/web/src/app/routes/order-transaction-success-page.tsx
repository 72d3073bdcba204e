import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrderPaymentResult } from '../../features/transactions/components/order-payment/order-payment-result';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /order/transaction-success?transactionId=<payment> (seller): where a payment ends — paid from
 * the credit, or back from the wallet (`&token=…`, or `&sandbox=1` for the built-in sandbox).
 */
export function OrderTransactionSuccessPage() {
  const { t } = useTranslation('transactions');
  usePageTitle('transactions:orderPayment.successTitle');
  const { transactionId, sandbox } = useSearch({ from: '/shell/order/transaction-success' });
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('orderPayment.successTitle')}</Title>
      {transactionId ? (
        <OrderPaymentResult key={transactionId} id={transactionId} sandbox={sandbox === true} />
      ) : (
        <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('orderPayment.notFound')}
        </Alert>
      )}
    </Stack>
  );
}
