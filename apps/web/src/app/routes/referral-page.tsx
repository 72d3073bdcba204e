import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { useReferrals } from '../../features/referrals/api/get-referrals';
import { CreateReferralModal } from '../../features/referrals/components/create-referral-modal';
import { ReferralsTable } from '../../features/referrals/components/referrals-table';
import { useConfirmDeleteReferral } from '../../features/referrals/components/use-confirm-delete-referral';
import { formatMoney } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

/** /referral (admin): every referral code, what is owed to referrers, a create modal. */
export function ReferralPage() {
  const { t } = useTranslation('referrals');
  usePageTitle('referrals:list.title');
  const search = useSearch({ from: '/shell/referral' });
  const navigate = useNavigate({ from: '/referral' });
  const page = search.page ?? 1;
  const referrals = useReferrals({ page, limit: PAGE_SIZE });
  const confirmDelete = useConfirmDeleteReferral();
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('list.description')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('list.create')}
        </Button>
      </Group>
      <Group>
        <Paper withBorder p="md" radius="md" miw={200}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('list.totalUnpaid')}
          </Text>
          <Text size="xl" fw={700} data-testid="referral-total-unpaid">
            {referrals.data ? formatMoney(referrals.data.totalUnpaid) : '…'}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md" miw={160}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('list.codes')}
          </Text>
          <Text size="xl" fw={700}>
            {referrals.data ? referrals.data.total : '…'}
          </Text>
        </Paper>
      </Group>
      <ReferralsTable
        rows={referrals.data?.rows}
        onDelete={confirmDelete}
        fetching={referrals.isPlaceholderData}
        error={listLoadFailed(referrals, t('list.loadFailed'))}
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {t('list.empty')}
            </Text>
          </Stack>
        }
      />
      <ListFooter
        data={referrals.data}
        page={page}
        onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
        totalLabel={t('list.total', { count: referrals.data?.count ?? 0 })}
        paginationLabel={t('list.pagination')}
      />
      <CreateReferralModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
