import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEPOSIT_POLL_ATTEMPTS } from '@stitchworks/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useParams, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransaction } from '../../features/transactions/api/get-transaction';
import { useCancelDeposit } from '../../features/transactions/api/top-up';
import { DepositOutcomeView } from '../../features/transactions/components/deposit-outcome';
import { SandboxWalletCard } from '../../features/transactions/components/sandbox-wallet-card';
import { useDepositValidation } from '../../features/transactions/hooks/use-deposit-validation';
import { isApiError } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-message';
import { usePageTitle } from '../../lib/use-page-title';

const ROUTE_ID = '/shell/transaction/paypal-approve/$transactionId';

/** 'Confirming your payment…' while the server asks the wallet, with the attempt count. */
function Confirming({ attempt }: { attempt: number }) {
  const { t } = useTranslation('transactions');
  return (
    <Card withBorder padding="xl" radius="md" maw={560}>
      <Stack align="center" gap="xs">
        <Stack align="center" gap="xs" role="status" aria-label={t('approve.confirming')}>
          <Loader />
          <Text fw={600}>{t('approve.confirming')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('approve.confirmingHint')}
          </Text>
        </Stack>
        {attempt > 1 ? (
          <Text size="xs" c="dimmed">
            {t('approve.attempt', { attempt, total: DEPOSIT_POLL_ATTEMPTS })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * One top-up's approval: with the sandbox wallet the payer pays or cancels here first; coming back
 * from PayPal the page confirms the payment at once.
 */
function PaypalApproval({ id }: { id: number }) {
  const { t } = useTranslation('transactions');
  const search = useSearch({ from: ROUTE_ID });
  const sandbox = search.sandbox === true;
  const validation = useDepositValidation(id);
  const { start, settle, approveAndStart } = validation;
  const transaction = useTransaction(id, sandbox);
  const cancel = useCancelDeposit();

  // Back from PayPal (`token`, `PayerID`): nothing to ask the payer, confirm straight away.
  useEffect(() => {
    if (!sandbox) start();
  }, [sandbox, start]);

  const cancelPayment = () =>
    cancel.mutate(id, {
      onSuccess: (result) =>
        settle({ kind: 'cancelled', transaction: result.data, message: result.message }),
      onError: (error) => {
        notifications.show({
          color: isApiError(error) && error.status === 400 ? 'yellow' : 'red',
          message: getErrorMessage(error, { context: 'transactions' }),
        });
        // No longer pending (paid or cancelled meanwhile): show what it is now.
        if (isApiError(error) && error.status === 400) void transaction.refetch();
      },
    });

  const { state } = validation;
  let content: ReactNode;
  if (state.phase === 'done') {
    content = (
      <DepositOutcomeView transactionId={id} outcome={state.outcome} onCheckAgain={start} />
    );
  } else if (state.phase === 'confirming' || !sandbox) {
    content = <Confirming attempt={state.phase === 'confirming' ? state.attempt : 1} />;
  } else if (transaction.isPending) {
    content = (
      <Center p="xl" role="status" aria-label={t('approve.loading')}>
        <Loader />
      </Center>
    );
  } else if (transaction.isError) {
    const notFound =
      isApiError(transaction.error) &&
      (transaction.error.status === 404 || transaction.error.status === 400);
    content = notFound ? (
      <DepositOutcomeView
        transactionId={id}
        outcome={{ kind: 'failed', error: transaction.error }}
        onCheckAgain={start}
      />
    ) : (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('detail.loadFailed')}
      >
        <Button variant="light" size="xs" mt="xs" onClick={() => void transaction.refetch()}>
          {t('detail.retry')}
        </Button>
      </Alert>
    );
  } else {
    const entry = transaction.data;
    if (entry.type !== 'deposit') {
      content = (
        <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('approve.notFound')}
        </Alert>
      );
    } else if (entry.status === 'pending') {
      content = (
        <SandboxWalletCard
          transaction={entry}
          onPay={approveAndStart}
          onCancel={cancelPayment}
          cancelling={cancel.isPending}
        />
      );
    } else {
      // Opened again after paying or cancelling: show how it ended.
      content = (
        <DepositOutcomeView
          transactionId={id}
          outcome={{ kind: entry.status, transaction: entry, message: '' }}
          onCheckAgain={start}
        />
      );
    }
  }

  return content;
}

/**
 * /transaction/paypal-approve/$transactionId (seller): where the wallet sends the payer back
 * (`?token=<order>&PayerID=…`), or the built-in sandbox wallet's own page (`?sandbox=1`). The
 * server captures the payment on validate; the page polls it while pending.
 */
export function PaypalApprovePage() {
  const { t } = useTranslation('transactions');
  usePageTitle('transactions:approve.title');
  const { transactionId } = useParams({ from: ROUTE_ID });
  const id = Number(transactionId);
  const validId = Number.isSafeInteger(id) && id > 0;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('approve.title')}</Title>
      {validId ? (
        // A new id is a new payment: start over rather than reuse the last one's state.
        <PaypalApproval key={id} id={id} />
      ) : (
        <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('approve.notFound')}
        </Alert>
      )}
    </Stack>
  );
}
