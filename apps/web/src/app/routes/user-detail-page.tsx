import { Alert, Anchor, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { apiAccess, isAllowed } from '@stitchworks/shared';
import {
  IconArrowLeft,
  IconDiscount,
  IconListDetails,
  IconShieldCheck,
  IconWallet,
  IconWalletOff,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../features/catalog/api/get-bootstrap';
import { CostListCard } from '../../features/cost-lists/components/cost-list-card';
import type { CreditEntryKind } from '../../features/transactions/api/add-credit-entry';
import { CreditEntryDialog } from '../../features/transactions/components/credit-entry-dialog';
import { useUser } from '../../features/users/api/get-user';
import { usersKeys } from '../../features/users/api/query-keys';
import { DiscountDialog } from '../../features/users/components/discount-dialog';
import { PermissionDialog } from '../../features/users/components/permission-dialog';
import { UserAccountCard } from '../../features/users/components/user-account-card';
import { UserHistoryTable } from '../../features/users/components/user-history-table';
import { UserTwoFactorCard } from '../../features/users/components/user-two-factor-card';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/** A seller's cost list with the catalogs of both factories; staff read it, some change it. */
function SellerCostList({ userId }: { userId: number }) {
  const me = useCurrentUser();
  const bootstrap = useBootstrap();
  if (!isAllowed(apiAccess['GET /users/:id/cost-list'], me.role)) return null;
  const catalogs = [
    ...(bootstrap.data?.catalogData ?? []),
    ...(bootstrap.data?.catalogDataEu1 ?? []),
  ];
  return (
    <CostListCard
      userId={userId}
      catalogs={catalogs}
      catalogsLoading={bootstrap.isPending}
      canEdit={isAllowed(apiAccess['PUT /users/:id/cost-list'], me.role)}
    />
  );
}

/** /user/$userId (admin): the account, its discount and permission dialogs, and its history. */
export function UserDetailPage(): ReactElement {
  const { t } = useTranslation('users');
  const { t: tx } = useTranslation('transactions');
  const queryClient = useQueryClient();
  usePageTitle('users:detail.title');
  const { userId } = useParams({ from: '/shell/user/$userId' });
  const id = Number(userId);
  const me = useCurrentUser();
  const user = useUser(id);
  const [discountOpen, discount] = useDisclosure(false);
  const [permissionsOpen, permissions] = useDisclosure(false);
  const [creditEntry, setCreditEntry] = useState<CreditEntryKind | null>(null);
  const notFound =
    isApiError(user.error) && (user.error.status === 404 || user.error.status === 400);

  useEffect(() => {
    if (user.isError && !notFound)
      notifications.show({ color: 'red', message: t('detail.loadFailed') });
  }, [user.isError, notFound, t]);

  const back = (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/user" />}>
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('detail.back')}
      </Group>
    </Anchor>
  );

  if (user.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  }
  if (user.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">{notFound ? t('detail.notFound') : t('detail.loadFailed')}</Alert>
      </Stack>
    );
  }

  const account = user.data;
  const isSelf = account.id === me.id;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{account.name}</Title>
        <Group gap="sm">
          {account.role === 'seller' ? (
            <Button
              variant="light"
              leftSection={<IconDiscount size={16} />}
              onClick={discount.open}
            >
              {t('detail.discountButton')}
            </Button>
          ) : null}
          {account.role === 'seller' ? (
            <>
              <Button
                variant="light"
                color="green"
                leftSection={<IconWallet size={16} aria-hidden />}
                onClick={() => setCreditEntry('deposit')}
              >
                {tx('userPage.topUp')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconWalletOff size={16} aria-hidden />}
                onClick={() => setCreditEntry('withdraw')}
              >
                {tx('userPage.withdraw')}
              </Button>
              <Button
                variant="subtle"
                leftSection={<IconListDetails size={16} aria-hidden />}
                renderRoot={(props) => (
                  <Link {...props} to="/transaction" search={{ userId: account.id }} />
                )}
              >
                {tx('userPage.transactions')}
              </Button>
            </>
          ) : null}
          {account.role !== 'admin' && !isSelf ? (
            <Button
              variant="light"
              leftSection={<IconShieldCheck size={16} />}
              onClick={permissions.open}
            >
              {t('detail.permissionsButton')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <UserAccountCard user={account} isSelf={isSelf} />
      {isAllowed(apiAccess['GET /users/:id/two_factor'], me.role) ? (
        <UserTwoFactorCard user={account} />
      ) : null}
      {account.role === 'seller' ? <SellerCostList userId={account.id} /> : null}
      <UserHistoryTable userId={account.id} />
      {account.role === 'seller' ? (
        <DiscountDialog user={account} opened={discountOpen} onClose={discount.close} />
      ) : null}
      {account.role === 'seller' ? (
        <CreditEntryDialog
          seller={account}
          kind={creditEntry}
          onClose={() => setCreditEntry(null)}
          onDone={() => {
            // The credit on the account card, the history's new entry, the users list's credit.
            void queryClient.invalidateQueries({ queryKey: usersKeys.detail(account.id) });
            void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
          }}
        />
      ) : null}
      {account.role !== 'admin' && !isSelf ? (
        <PermissionDialog user={account} opened={permissionsOpen} onClose={permissions.close} />
      ) : null}
    </Stack>
  );
}
