import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminUser, type Factory, factories } from '@stitchworks/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionCatalogue } from '../api/get-permission-catalogue';
import { useUserPermissions } from '../api/get-user-permissions';
import { useUpdateUserPermissions } from '../api/update-user-permissions';

/**
 * A user's factories and granted permissions. Only the permissions of the user's role are offered;
 * sellers have no factories.
 */
export function PermissionDialog({
  user,
  opened,
  onClose,
}: {
  user: AdminUser;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const current = useUserPermissions(user.id, opened);
  const catalogue = usePermissionCatalogue(user.role, opened);
  const update = useUpdateUserPermissions(user.id);
  const [selectedFactories, setFactories] = useState<Factory[]>([]);
  const [selectedPermissions, setPermissions] = useState<string[]>([]);

  useEffect(() => {
    if (!opened || !current.data) return;
    setFactories(current.data.factories);
    setPermissions(current.data.permissionIds.map(String));
  }, [opened, current.data]);

  useEffect(() => {
    if (current.isError)
      notifications.show({ color: 'red', message: t('permissionDialog.getFailure') });
  }, [current.isError, t]);
  useEffect(() => {
    if (catalogue.isError)
      notifications.show({ color: 'red', message: t('permissionDialog.cannotOpen') });
  }, [catalogue.isError, t]);

  const isSeller = user.role === 'seller';
  const save = () =>
    update.mutate(
      {
        factories: isSeller ? [] : selectedFactories,
        permissionIds: selectedPermissions.map(Number),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('permissionDialog.updated') });
          onClose();
        },
        onError: () =>
          notifications.show({ color: 'red', message: t('permissionDialog.updateFailure') }),
      },
    );

  const loading = current.isPending || catalogue.isPending;
  const failed = current.isError || catalogue.isError;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('permissionDialog.title', { name: user.name })}
      size="lg"
      centered
    >
      {loading ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : failed ? (
        <Alert color="red">
          {current.isError ? t('permissionDialog.getFailure') : t('permissionDialog.cannotOpen')}
        </Alert>
      ) : (
        <Stack gap="md">
          {isSeller ? (
            <Text size="sm" c="dimmed">
              {t('permissionDialog.sellerNoFactories')}
            </Text>
          ) : (
            <MultiSelect
              label={t('permissionDialog.factories')}
              description={t('permissionDialog.factoriesHint')}
              placeholder={t('factories.all')}
              data={factories.map((value) => ({ value, label: t(`factories.${value}`) }))}
              value={selectedFactories}
              onChange={(values) => setFactories(values as Factory[])}
              clearable
            />
          )}
          <Checkbox.Group
            label={t('permissionDialog.permissions')}
            value={selectedPermissions}
            onChange={setPermissions}
          >
            <Stack gap="xs" mt="xs">
              {catalogue.data.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('permissionDialog.noneForRole')}
                </Text>
              ) : (
                catalogue.data.map((permission) => (
                  <Checkbox
                    key={permission.id}
                    value={String(permission.id)}
                    label={t(`permissionNames.${permission.key}`, {
                      defaultValue: permission.name,
                    })}
                  />
                ))
              )}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('permissionDialog.cancel')}
            </Button>
            <Button onClick={save} loading={update.isPending}>
              {t('permissionDialog.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
