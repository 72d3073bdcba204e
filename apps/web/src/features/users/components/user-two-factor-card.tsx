import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AdminUser } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useResetUserTwoFactor, useUserTwoFactor } from '../api/user-two-factor';

/** A user's two-factor sign-in on their page (admin): on since when, and a reset. */
export function UserTwoFactorCard({ user }: { user: AdminUser }) {
  const { t } = useTranslation('users');
  const status = useUserTwoFactor(user.id);
  const reset = useResetUserTwoFactor();
  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('twoFactor.resetTitle'),
      children: <Text size="sm">{t('twoFactor.resetConfirm', { name: user.name })}</Text>,
      labels: { confirm: t('twoFactor.reset'), cancel: t('twoFactor.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reset.mutate(user.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('twoFactor.done') }),
          onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        }),
    });
  return (
    <Card component="section" aria-labelledby="user-two-factor-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="user-two-factor-title">
            {t('twoFactor.title')}
          </Title>
          {status.data && (
            <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
              {status.data.enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Badge>
          )}
        </Group>
        {status.isError && <Alert color="red">{t('twoFactor.loadFailed')}</Alert>}
        {status.data?.enabled && (
          <Group justify="space-between">
            <Text size="sm">
              {t('twoFactor.since', {
                date: status.data.enabledAt ? formatDate(status.data.enabledAt) : '',
              })}
            </Text>
            <Button variant="light" color="red" onClick={confirmReset} loading={reset.isPending}>
              {t('twoFactor.reset')}
            </Button>
          </Group>
        )}
        {status.data && !status.data.enabled && (
          <Text size="sm" c="dimmed">
            {user.role === 'admin' ? t('twoFactor.offRequired') : t('twoFactor.offOptional')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
