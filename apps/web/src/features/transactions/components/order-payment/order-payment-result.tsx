import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ORDER_PAYMENT_POLL_ATTEMPTS, type Transaction } from '@stitchworks/shared';
import {
  IconAlertCircle,
  IconBrandPaypal,
  IconCircleCheck,
  IconCircleX,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client';
import { formatMoney } from '../../../../lib/format';
import { translateTransactionNote } from '../../../../lib/transaction-note';
import { useTransaction } from '../../api/get-transaction';
import { useReloadAfterPayment } from '../../api/pay-orders';
import { useCancelDeposit } from '../../api/top-up';
import { useDepositValidation } from '../../hooks/use-deposit-validation';
import { idsParam } from '../../order-payment-search';
import { orderPaymentError } from './order-payment-message';

function Confirming({ attempt }: { attempt: number }) {
  const { t } = useTranslation('transactions');
  return (
    <Card maw={560}>
      <Stack align="center" gap="xs" role="status" aria-label={t('orderPayment.confirming')}>
        <Loader />
        <Text fw={600}>{t('orderPayment.confirming')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('orderPayment.confirmingHint')}
        </Text>
        {attempt > 1 ? (
          <Text size="xs" c="dimmed">
            {t('orderPayment.attempt', { attempt, total: ORDER_PAYMENT_POLL_ATTEMPTS })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function OrderLinks({ ids }: { ids: number[] }) {
  const { t } = useTranslation('transactions');
  return (
    <Group gap="xs" aria-label={t('orderPayment.paidOrders')} role="list">
      {ids.map((id) => (
        <Anchor
          key={id}
          role="listitem"
          renderRoot={(props) => (
            <Link {...props} to="/order/$orderId" params={{ orderId: String(id) }} />
          )}
        >
          #{id}
        </Anchor>
      ))}
    </Group>
  );
}

/** How the payment stands now: paid, cancelled, or still waiting for the wallet. */
function Outcome({
  transaction,
  onCheckAgain,
}: {
  transaction: Transaction;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('transactions');
  const viewTransaction = (
    <Button
      variant="light"
      renderRoot={(props) => (
        <Link
          {...props}
          to="/transaction/$transactionId"
          params={{ transactionId: String(transaction.id) }}
        />
      )}
    >
      {t('orderPayment.viewTransaction')}
    </Button>
  );
  if (transaction.status === 'completed') {
    return (
      <Card maw={640} data-testid="payment-outcome" data-status="completed">
        <Stack gap="sm">
          <Group gap="xs">
            <IconCircleCheck size={24} color="var(--mantine-color-green-8)" aria-hidden />
            <Title order={2} size="h4">
              {t('orderPayment.paidTitle')}
            </Title>
          </Group>
          <Text>
            {t('orderPayment.paidBody', {
              amount: formatMoney(transaction.amount),
              count: transaction.orderIds.length,
            })}
          </Text>
          <OrderLinks ids={transaction.orderIds} />
          <Group>
            <Button renderRoot={(props) => <Link {...props} to="/order" />}>
              {t('orderPayment.viewOrders')}
            </Button>
            {viewTransaction}
          </Group>
        </Stack>
      </Card>
    );
  }
  if (transaction.status === 'cancelled') {
    return (
      <Card maw={640} data-testid="payment-outcome" data-status="cancelled">
        <Stack gap="sm">
          <Group gap="xs">
            <IconCircleX size={24} color="var(--mantine-color-red-8)" aria-hidden />
            <Title order={2} size="h4">
              {t('orderPayment.cancelledTitle')}
            </Title>
          </Group>
          <Text>{t('orderPayment.cancelledBody')}</Text>
          {transaction.note ? (
            <Text size="sm" c="dimmed">
              {translateTransactionNote(transaction.note)}
            </Text>
          ) : null}
          <Group>
            <Button
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/order/transaction"
                  search={{ ids: idsParam(transaction.orderIds) }}
                />
              )}
            >
              {t('orderPayment.payAgain')}
            </Button>
            {viewTransaction}
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Card maw={640} data-testid="payment-outcome" data-status="pending">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('orderPayment.pendingTitle')}
        </Title>
        <Text>{t('orderPayment.pendingBody')}</Text>
        <Group>
          <Button onClick={onCheckAgain}>{t('orderPayment.checkAgain')}</Button>
          {viewTransaction}
        </Group>
      </Stack>
    </Card>
  );
}

/** The built-in sandbox wallet's approval step: pay or cancel here (no real money moves). */
function SandboxApproval({
  transaction,
  onPay,
  onCancel,
  cancelling,
}: {
  transaction: Transaction;
  onPay: () => void;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation('transactions');
  return (
    <Card
      component="section"
      aria-labelledby="sandbox-payment-title"
      bg="yellow.0"
      bd="1px solid var(--mantine-color-yellow-4)"
      maw={560}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconBrandPaypal size={22} aria-hidden />
          <Title order={2} size="h4" id="sandbox-payment-title">
            {t('orderPayment.sandboxTitle')}
          </Title>
          <Badge color="yellow" variant="filled" c="dark" tt="none">
            {t('orderPayment.sandbox')}
          </Badge>
        </Group>
        <Text size="sm">{t('orderPayment.sandboxDescription')}</Text>
        <OrderLinks ids={transaction.orderIds} />
        <Group>
          <Button onClick={onPay}>
            {t('orderPayment.sandboxPay', { amount: formatMoney(transaction.amount) })}
          </Button>
          <Button variant="default" onClick={onCancel} loading={cancelling}>
            {t('orderPayment.sandboxCancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /order/transaction-success: where the wallet sends the payer back (or the sandbox wallet's own
 * step), and where a credit payment ends. A pending wallet payment is confirmed by validation
 * polling; the orders, the credit and the ledger are read again once it settles.
 */
export function OrderPaymentResult({ id, sandbox }: { id: number; sandbox: boolean }) {
  const { t } = useTranslation('transactions');
  const transaction = useTransaction(id);
  const validation = useDepositValidation(id);
  const { start, settle, state, approveAndStart } = validation;
  const cancel = useCancelDeposit();
  const reload = useReloadAfterPayment();
  const pendingAtWallet =
    transaction.data?.status === 'pending' && transaction.data.paymentMethod === 'paypal';

  // Back from PayPal: confirm straight away. The sandbox asks the payer first.
  useEffect(() => {
    if (pendingAtWallet && !sandbox) start();
  }, [pendingAtWallet, sandbox, start]);

  useEffect(() => {
    if (state.phase === 'done') reload();
  }, [state.phase, reload]);

  if (state.phase === 'confirming') return <Confirming attempt={state.attempt} />;
  if (state.phase === 'done') {
    const outcome = state.outcome;
    if (outcome.kind === 'failed') {
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />}>
          {orderPaymentError(outcome.error)}
        </Alert>
      );
    }
    if (outcome.transaction)
      return <Outcome transaction={outcome.transaction} onCheckAgain={start} />;
  }
  if (transaction.isPending) {
    return (
      <Center p="xl" role="status" aria-label={t('orderPayment.successLoading')}>
        <Loader />
      </Center>
    );
  }
  if (transaction.isError) {
    const missing = isApiError(transaction.error) && transaction.error.status === 404;
    return (
      <Alert color={missing ? 'gray' : 'red'} icon={<IconAlertCircle size={18} aria-hidden />}>
        {missing ? t('orderPayment.notFound') : orderPaymentError(transaction.error)}
        {missing ? null : (
          <Button variant="light" size="xs" mt="xs" onClick={() => void transaction.refetch()}>
            {t('orderPayment.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  const entry = transaction.data;
  if (entry.type !== 'payment') {
    return (
      <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
        {t('orderPayment.notFound')}
      </Alert>
    );
  }
  if (pendingAtWallet && sandbox) {
    return (
      <SandboxApproval
        transaction={entry}
        onPay={approveAndStart}
        cancelling={cancel.isPending}
        onCancel={() =>
          cancel.mutate(id, {
            onSuccess: (result) => {
              settle({ kind: 'cancelled', transaction: result.data, message: result.message });
              reload();
            },
            onError: (error) =>
              notifications.show({ color: 'red', message: orderPaymentError(error) }),
          })
        }
      />
    );
  }
  if (pendingAtWallet) return <Confirming attempt={1} />;
  return <Outcome transaction={entry} onCheckAgain={start} />;
}
