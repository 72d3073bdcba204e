import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Transaction } from '@stitchworks/shared';
import { IconClockHour4 } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useCancelDeposit } from '../api/top-up';

/** A wallet top-up or order payment still waiting for its payer. */
export const isUnfinishedWalletPayment = (
  transaction: Pick<Transaction, 'type' | 'status' | 'paymentMethod'>,
) =>
  transaction.status === 'pending' &&
  transaction.paymentMethod === 'paypal' &&
  (transaction.type === 'deposit' || transaction.type === 'payment');

/**
 * A payment the seller left half-way at the wallet (the page closed before approving): go on
 * where it stopped (POST /transactions/:id/resume answers where) or cancel it.
 */
export function UnfinishedWalletPayment({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactions');
  const [failure, setFailure] = useState<string | null>(null);
  const resume = useMutation({
    mutationFn: () =>
      apiClient.post<{ data: { approveUrl: string } }>(
        `/transactions/${transaction.id}/resume`,
        undefined,
        { silent: true },
      ),
    onSuccess: ({ data }) => window.location.assign(data.approveUrl),
    onError: (error) =>
      setFailure(
        isApiError(error) && error.status < 500
          ? translateServerText(error.message, { context: 'transactions' })
          : getErrorMessage(error),
      ),
  });
  const cancel = useCancelDeposit();
  return (
    <Alert
      color="yellow"
      icon={<IconClockHour4 size={18} aria-hidden />}
      title={t('unfinished.title')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('unfinished.body', { amount: formatMoney(transaction.amount) })}</Text>
        {failure ? (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button size="xs" loading={resume.isPending} onClick={() => resume.mutate()}>
            {t('unfinished.resume')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(transaction.id, {
                onError: (error) => setFailure(getErrorMessage(error)),
              })
            }
          >
            {t('unfinished.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
