import { Anchor, Button, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import type { Transaction } from '@stitchworks/shared';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconReceipt,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { ownCreditQueryOptions } from '../../../lib/current-user';
import { getErrorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format';
import type { DepositOutcome } from '../deposit-validation';

const tones = {
  completed: { color: 'green', Icon: IconCircleCheck },
  cancelled: { color: 'gray', Icon: IconCircleX },
  gaveUp: { color: 'yellow', Icon: IconClockHour4 },
  failed: { color: 'red', Icon: IconAlertCircle },
} as const;

/** A titled result card; its heading takes the focus so the change is announced. */
function OutcomeCard({
  tone,
  title,
  children,
}: {
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { color, Icon } = tones[tone];
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      bd={`1px solid var(--mantine-color-${color}-4)`}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <Icon size={22} color={`var(--mantine-color-${color}-7)`} aria-hidden />
          <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function LinkToTransaction({ id }: { id: number }) {
  const { t } = useTranslation('transactions');
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/transaction/$transactionId" params={{ transactionId: String(id) }} />
      )}
    >
      <Group gap={4} component="span">
        <IconReceipt size={16} aria-hidden />
        {t('approve.viewTransaction')}
      </Group>
    </Anchor>
  );
}

function LinkToTopUp({ label }: { label: string }) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/billing/topup" />}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

function Completed({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactions');
  // The entry's balance is exact; the header's credit query stands in if the server left it out.
  const credit = useQuery(ownCreditQueryOptions());
  const balance = transaction.balanceAfter ?? credit.data;
  return (
    <OutcomeCard tone="completed" title={t('approve.completedTitle')}>
      <DataList labelWidth={140}>
        <DataList.Item>
          <DataList.ItemLabel>{t('approve.amount')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text span fw={600} c="green.8" data-testid="top-up-amount">
              {formatMoney(transaction.amount)}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('approve.newBalance')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text span fw={600} data-testid="top-up-new-balance">
              {formatMoney(balance)}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Group gap="lg">
        <LinkToTransaction id={transaction.id} />
        <LinkToTopUp label={t('approve.backToTopUp')} />
      </Group>
    </OutcomeCard>
  );
}

type Props = {
  /** The top-up this page is about (the outcome of a failed call carries none). */
  transactionId: number;
  outcome: DepositOutcome;
  /** Asks the server again after giving up. */
  onCheckAgain: () => void;
};

/** How confirming a top-up ended: topped up, cancelled, not confirmed yet, or refused. */
export function DepositOutcomeView({ transactionId, outcome, onCheckAgain }: Props) {
  const { t } = useTranslation('transactions');

  if (outcome.kind === 'completed') return <Completed transaction={outcome.transaction} />;

  if (outcome.kind === 'cancelled') {
    return (
      <OutcomeCard tone="cancelled" title={t('approve.cancelledTitle')}>
        <Text size="sm">{t('approve.cancelledBody')}</Text>
        <Group gap="lg">
          <LinkToTopUp label={t('approve.tryAgain')} />
        </Group>
      </OutcomeCard>
    );
  }

  if (outcome.kind === 'gaveUp') {
    return (
      <OutcomeCard tone="gaveUp" title={t('approve.gaveUpTitle')}>
        <Text size="sm">{t('approve.gaveUp')}</Text>
        <Group gap="lg">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onCheckAgain}
          >
            {t('approve.checkAgain')}
          </Button>
          <LinkToTransaction id={transactionId} />
        </Group>
      </OutcomeCard>
    );
  }

  // Transient failures are retried and end as gaveUp: this one is a refusal (4xx).
  const { error } = outcome;
  const notFound = isApiError(error) && error.status === 404;
  return (
    <OutcomeCard tone="failed" title={notFound ? t('approve.notFound') : t('approve.failedTitle')}>
      <Text size="sm">{getErrorMessage(error, { context: 'transactions' })}</Text>
      <Group gap="lg">
        {notFound ? null : <LinkToTransaction id={transactionId} />}
        <LinkToTopUp label={t('approve.backToTopUp')} />
      </Group>
    </OutcomeCard>
  );
}
