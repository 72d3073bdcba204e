import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionsKeys } from '../../features/transactions/api/query-keys';
import { cancelDeposit } from '../../features/transactions/api/top-up';
import { OrderPaymentForm } from '../../features/transactions/components/order-payment/order-payment-form';
import { idsParam, orderIdsOf } from '../../features/transactions/order-payment-search';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * The wallet sent the payer back with `?cancelled=<payment>`: cancel it once (its orders wait for
 * payment again; a 400 means it already ended), say so, and show the same orders to pay again.
 */
function useCancelledAtWallet(): [boolean, () => void] {
  const search = useSearch({ from: '/shell/order/transaction' });
  const navigate = useNavigate({ from: '/order/transaction' });
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState(() => search.cancelled !== undefined);
  // StrictMode runs effects twice: one cancel call per payment.
  const handled = useRef<number | null>(null);
  const cancelled = search.cancelled;

  useEffect(() => {
    if (cancelled === undefined || handled.current === cancelled) return;
    handled.current = cancelled;
    setNotice(true);
    void cancelDeposit(cancelled)
      .then((result) => result.data.orderIds)
      .catch(() => undefined)
      .then((orderIds) => {
        void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        void navigate({
          search: orderIds?.length ? { ids: idsParam(orderIds) } : {},
          replace: true,
        });
      });
  }, [cancelled, navigate, queryClient]);

  return [notice, () => setNotice(false)];
}

/**
 * /order/transaction (seller): pay for the orders chosen in the list (`?ids=3,7`), or for every
 * order waiting for payment, from the credit or with the online wallet.
 */
export function OrderTransactionPage() {
  const { t } = useTranslation('transactions');
  usePageTitle('transactions:orderPayment.title');
  const search = useSearch({ from: '/shell/order/transaction' });
  const [cancelledNotice, closeNotice] = useCancelledAtWallet();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('orderPayment.title')}</Title>
        <Text c="dimmed">{t('orderPayment.description')}</Text>
      </Stack>
      {cancelledNotice ? (
        <Alert
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('topUp.close')}
          onClose={closeNotice}
        >
          {t('orderPayment.cancelledNotice')}
        </Alert>
      ) : null}
      {search.cancelled === undefined ? <OrderPaymentForm ids={orderIdsOf(search.ids)} /> : null}
    </Stack>
  );
}
