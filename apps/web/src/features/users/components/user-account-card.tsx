import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type AdminUser,
  permissionCatalogue,
  type UpdateUserInput,
  type UserStatus,
  updateUserInputSchema,
  userStatuses,
} from '@stitchworks/shared';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { formatDate, formatMoney } from '../../../lib/format';
import { useUpdateUser } from '../api/update-user';
import { UserStatusBadges } from './user-status-badge';

const validate = formValidator(updateUserInputSchema);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * The user's account on their page: name and status to edit, lock/unlock, and for a seller the
 * disabled switch. An admin looking at their own account cannot change its status.
 */
export function UserAccountCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('users');
  const update = useUpdateUser(user.id);
  const form = useForm<{ name: string; status: UserStatus }>({
    initialValues: { name: user.name, status: user.status },
    validate,
  });
  // Follow the saved user (after a lock or a reload) unless the admin is typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved values change
  useEffect(() => {
    form.setValues({ name: user.name, status: user.status });
    form.resetDirty({ name: user.name, status: user.status });
  }, [user.name, user.status]);

  const save = (input: UpdateUserInput, onDone?: () => void) =>
    update.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('detail.updated') });
        onDone?.();
      },
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });

  const submit = form.onSubmit((values) => {
    const input: UpdateUserInput = {};
    if (values.name.trim() !== user.name) input.name = values.name.trim();
    if (values.status !== user.status && !isSelf) input.status = values.status;
    save(input);
  });

  const locked = user.status === 'locked';
  const confirmLock = () =>
    modals.openConfirmModal({
      title: t(locked ? 'detail.unlockConfirmTitle' : 'detail.lockConfirmTitle'),
      children: (
        <Text size="sm">
          {t(locked ? 'detail.unlockConfirm' : 'detail.lockConfirm', { name: user.name })}
        </Text>
      ),
      labels: { confirm: t('detail.confirm'), cancel: t('detail.cancel') },
      confirmProps: { color: locked ? 'green' : 'red' },
      onConfirm: () => save({ status: locked ? 'active' : 'locked' }),
    });

  const permissionNames = user.permissions
    .map((id) => permissionCatalogue.find((permission) => permission.id === id))
    .filter((permission) => permission !== undefined)
    .map((permission) => t(`permissionNames.${permission.key}`));

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {t('detail.profile')}
            </Title>
            <UserStatusBadges user={user} />
          </Stack>
          {isSelf ? null : (
            <Button
              variant="light"
              color={locked ? 'green' : 'red'}
              leftSection={locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
              onClick={confirmLock}
              loading={update.isPending && update.variables?.status !== undefined}
            >
              {t(locked ? 'detail.unlock' : 'detail.lock')}
            </Button>
          )}
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label={t('detail.email')}>{user.email}</Field>
          <Field label={t('detail.role')}>{t(`roles.${user.role}`)}</Field>
          <Field label={t('detail.createdAt')}>{formatDate(user.createdAt)}</Field>
          {user.role === 'seller' ? (
            <Field label={t('detail.credit')}>{formatMoney(user.credit)}</Field>
          ) : null}
          {user.role !== 'seller' && user.role !== 'admin' ? (
            <Field label={t('detail.factories')}>
              {user.factories.length ? user.factories.join(', ') : t('factories.all')}
            </Field>
          ) : null}
          {user.backofficeCode ? (
            <Field label={t('detail.backofficeCode')}>{user.backofficeCode}</Field>
          ) : null}
          {user.role !== 'admin' ? (
            <Field label={t('detail.permissions')}>
              {permissionNames.length ? (
                <Group gap={4}>
                  {permissionNames.map((name) => (
                    <Badge key={name} variant="outline" size="sm">
                      {name}
                    </Badge>
                  ))}
                </Group>
              ) : (
                t('detail.noPermissions')
              )}
            </Field>
          ) : null}
        </SimpleGrid>

        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput label={t('detail.name')} w={280} {...form.getInputProps('name')} />
            <Select
              label={t('detail.status')}
              description={isSelf ? undefined : t('detail.statusHint')}
              data={userStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
              disabled={isSelf}
              allowDeselect={false}
              w={220}
              {...form.getInputProps('status')}
            />
            <Button
              type="submit"
              disabled={!form.isDirty()}
              loading={update.isPending && update.variables?.status === undefined}
            >
              {t('detail.save')}
            </Button>
          </Group>
        </form>

        {user.role === 'seller' ? (
          <Switch
            label={t('detail.disabled')}
            description={t('detail.disabledHint')}
            checked={user.meta.disabled === true}
            disabled={update.isPending}
            onChange={(event) => save({ meta: { disabled: event.currentTarget.checked } })}
          />
        ) : null}
        {user.role === 'seller' ? (
          <Switch
            label={t('detail.labelSellerOrderId')}
            description={t('detail.labelSellerOrderIdHint')}
            checked={user.meta.labelSellerOrderId === true}
            disabled={update.isPending}
            onChange={(event) =>
              save({ meta: { labelSellerOrderId: event.currentTarget.checked } })
            }
          />
        ) : null}
        {user.role === 'seller' ? (
          <Switch
            label={t('detail.approveStitchouts')}
            description={t('detail.approveStitchoutsHint')}
            checked={user.meta.approveStitchouts === true}
            disabled={update.isPending}
            onChange={(event) => save({ meta: { approveStitchouts: event.currentTarget.checked } })}
          />
        ) : null}
        {isSelf ? (
          <Text size="sm" c="dimmed">
            {t('detail.ownAccount')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
