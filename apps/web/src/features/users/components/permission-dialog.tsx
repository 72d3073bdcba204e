import {
  Button,
  Checkbox,
  Group,
  Modal,
  type ModalProps,
  MultiSelect,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminUser, type Factory, factories } from '@stitchworks/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state';
import { useErrorToast } from '../../../components/ui/use-error-toast';
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
}: { user: AdminUser } & Pick<ModalProps, 'opened' | 'onClose'>) {
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

  useErrorToast(current.isError, t('permissionDialog.getFailure'));
  // Spec 03's words when the permission list cannot load.
  useErrorToast(catalogue.isError, t('permissionDialog.listFailure'));

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

  const loadError = current.isError
    ? t('permissionDialog.getFailure')
    : catalogue.isError
      ? t('permissionDialog.listFailure')
      : null;
  const offered = catalogue.data ?? [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('permissionDialog.title', { name: user.name })}
      size="lg"
      centered
    >
      <LoadState loading={current.isPending || catalogue.isPending} error={loadError}>
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
              {offered.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('permissionDialog.noneForRole')}
                </Text>
              ) : (
                offered.map((permission) => (
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
      </LoadState>
    </Modal>
  );
}
