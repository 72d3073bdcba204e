import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoin } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { useClaimReferralCredit } from '../../features/referrals/api/claim-referral-credit';
import { useReferralHistory } from '../../features/referrals/api/get-referral-history';
import { ReferralHistoryTable } from '../../features/referrals/components/referral-history-table';
import { getErrorMessage } from '../../lib/error-message';
import { formatMoney } from '../../lib/format';
import { translateServerText } from '../../lib/server-messages';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

function Amount({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** /referral-history (seller): the sellers I referred, what they earned me, and the claim. */
export function ReferralHistoryPage() {
  const { t } = useTranslation('referrals');
  usePageTitle('referrals:history.title');
  const search = useSearch({ from: '/shell/referral-history' });
  const navigate = useNavigate({ from: '/referral-history' });
  const page = search.page ?? 1;
  const history = useReferralHistory({ page, limit: PAGE_SIZE });
  const claim = useClaimReferralCredit();
  const unclaimed = history.data?.unclaimed ?? 0;
  const show = (value: number | undefined) => (value === undefined ? '…' : formatMoney(value));

  const claimCredit = () =>
    claim.mutate(
      { unclaimed },
      {
        onSuccess: ({ message }) =>
          notifications.show({ color: 'green', message: translateServerText(message) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('history.claimFailed'),
            message: getErrorMessage(error),
          }),
      },
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('history.title')}</Title>
        <Text size="sm" c="dimmed" maw={640}>
          {t('history.description')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} maw={720}>
        <Amount label={t('history.earned')} value={show(history.data?.earned)} testId="earned" />
        <Amount
          label={t('history.unclaimed')}
          value={show(history.data?.unclaimed)}
          testId="unclaimed"
        />
        <Amount label={t('history.claimed')} value={show(history.data?.claimed)} testId="claimed" />
      </SimpleGrid>
      <Group>
        <Button
          leftSection={<IconCoin size={16} aria-hidden />}
          onClick={claimCredit}
          loading={claim.isPending}
          disabled={!history.data || unclaimed <= 0}
        >
          {unclaimed > 0
            ? t('history.claim', { amount: formatMoney(unclaimed) })
            : t('history.nothingToClaim')}
        </Button>
      </Group>
      <ReferralHistoryTable
        rows={history.data?.rows}
        fetching={history.isPlaceholderData}
        error={listLoadFailed(history, t('history.loadFailed'))}
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {t('history.empty')}
            </Text>
          </Stack>
        }
      />
      <ListFooter
        data={history.data}
        page={page}
        onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
        totalLabel={t('history.total', { count: history.data?.count ?? 0 })}
        paginationLabel={t('history.pagination')}
      />
    </Stack>
  );
}
