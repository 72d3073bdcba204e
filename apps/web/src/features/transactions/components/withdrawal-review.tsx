import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Transaction } from '@stitchworks/shared';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formatMoney, missingValue } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import {
  type SettleWithdrawalResult,
  useSettleWithdrawal,
  type WithdrawalDecision,
} from '../api/settle-withdrawal';

const HEADING_ID = 'withdrawal-review-title';

/**
 * What waits for an admin's decision: a pending withdrawal request, and a wallet top-up or order
 * payment still pending (the wallet took another amount, or the payer never came back).
 */
export const awaitsDecision = (
  transaction: Pick<Transaction, 'type' | 'status' | 'paymentMethod'>,
) =>
  transaction.status === 'pending' &&
  (transaction.type === 'withdraw' ||
    ((transaction.type === 'deposit' || transaction.type === 'payment') &&
      transaction.paymentMethod === 'paypal'));

type Props = {
  transaction: Transaction;
  /** After the decision is saved (its toast shown): reload what else shows the seller. */
  onDone?: (result: SettleWithdrawalResult) => void;
};

/**
 * An admin's Approve and Refuse for a pending withdrawal request, each after a confirmation that
 * shows the amount. Approving says the payout was made; refusing puts the held amount back in the
 * seller's credit.
 */
export function WithdrawalReview({ transaction, onDone }: Props) {
  const { t } = useTranslation('transactions');
  const settle = useSettleWithdrawal();
  const amount = formatMoney(transaction.amount);
  // A withdrawal's texts speak of the payout; a wallet payment's of what the wallet took.
  const texts = transaction.type === 'withdraw' ? 'review' : 'walletReview';

  // Awaited rather than given to mutate(): the answer unmounts this card (the request is no
  // longer pending) before mutate()'s own callbacks would run.
  const decide = async (decision: WithdrawalDecision) => {
    try {
      const result = await settle.mutateAsync({ id: transaction.id, decision });
      notifications.show({
        color: 'green',
        message: translateServerText(result.message, { context: 'transactions' }),
      });
      onDone?.(result);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: getErrorMessage(error),
      });
    }
  };

  // Money leaves the business on approval: the admin confirms, reading the amount once more.
  const confirmApprove = () =>
    modals.openConfirmModal({
      title: t(`${texts}.approveTitle`, { amount }),
      centered: true,
      children: (
        <Text size="sm">
          {t(`${texts}.approveBody`, { amount, email: transaction.payoutEmail || missingValue() })}
        </Text>
      ),
      labels: { confirm: t(`${texts}.approveConfirm`, { amount }), cancel: t('review.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: () => void decide('approve'),
    });

  const confirmRefuse = () =>
    modals.openConfirmModal({
      title: t(`${texts}.refuseTitle`),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t(`${texts}.refuseBody`)}</Text>
          <Text size="sm" c="dimmed">
            {t(`${texts}.refuseDetails`, { amount, name: transaction.user.name })}
          </Text>
        </Stack>
      ),
      labels: { confirm: t(`${texts}.refuseConfirm`), cancel: t('review.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void decide('reject'),
    });

  const busy = settle.isPending;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={HEADING_ID}
      bg="yellow.0"
      bd="1px solid var(--mantine-color-yellow-4)"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconClockHour4 size={18} color="var(--mantine-color-yellow-8)" aria-hidden />
          <Title order={2} size="h5" id={HEADING_ID}>
            {t(`${texts}.title`)}
          </Title>
        </Group>
        <Text size="sm">
          {t(`${texts}.instructions`, {
            amount,
            email: transaction.payoutEmail || missingValue(),
          })}
        </Text>
        <Group gap="sm">
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={confirmApprove}
            loading={busy && settle.variables?.decision === 'approve'}
            disabled={busy}
          >
            {t('review.approve')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={confirmRefuse}
            loading={busy && settle.variables?.decision === 'reject'}
            disabled={busy}
          >
            {t('review.refuse')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
