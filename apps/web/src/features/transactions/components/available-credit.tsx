import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownCreditQueryOptions } from '../../../lib/current-user';
import { formatMoney } from '../../../lib/format';

const HEADING_ID = 'available-credit-title';

/**
 * The seller's credit as a big number (the same query as the top bar, so both move together) and
 * how long a payout takes (spec 02 §9); the top-up page leaves that payout note out.
 */
export function AvailableCredit({ showProcessingTime = true }: { showProcessingTime?: boolean }) {
  const { t } = useTranslation('transactions');
  const credit = useQuery(ownCreditQueryOptions());

  let amount = (
    <Text fz={36} fw={700} lh={1.2} data-testid="available-credit">
      {formatMoney(credit.data)}
    </Text>
  );
  if (credit.isPending) {
    amount = (
      <Group h={43} align="center">
        <Loader size="sm" aria-label={t('balance.loading')} />
      </Group>
    );
  } else if (credit.isError) {
    amount = (
      <Stack gap={4} align="flex-start">
        <Text c="red.8" size="sm" role="alert">
          {t('balance.loadFailed')}
        </Text>
        <Button variant="light" size="xs" onClick={() => void credit.refetch()}>
          {t('balance.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="xs">
        <Text id={HEADING_ID} size="sm" c="dimmed" fw={600} tt="uppercase">
          {t('balance.available')}
        </Text>
        <div aria-live="polite" aria-atomic="true">
          {amount}
        </div>
        {showProcessingTime ? (
          <Group gap={6} wrap="nowrap">
            <IconClockHour4 size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('balance.processingTime')}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
