import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  FBA_APPROVE_RELOAD_SECONDS,
  FBA_APPROVED_MESSAGE,
  type FbaOrder,
  fbaOrderMessages,
} from '@stitchworks/shared';
import { IconCheck, IconPencil, IconTrash, IconTruck, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import {
  useApproveFbaOrder,
  useCancelFbaOrder,
  useDeleteFbaOrder,
  useShipFbaOrder,
} from '../api/change-fba-order';
import { FbaEditModal } from './fba-edit-modal';

const failed = (title: string, error: unknown) =>
  notifications.show({
    color: 'red',
    title: translateServerText(title),
    message: getErrorMessage(error),
  });

/**
 * What the caller may do with the FBA order now: staff price it and ship it, the seller approves
 * it (the screen waits 5 s after 'approved', reloads and says so, spec 03 §4); either edits it
 * until approval, cancels it, or deletes it before approval.
 */
export function FbaOrderActions({
  order,
  staff,
  canChange,
  onReload,
  onDeleted,
}: {
  order: FbaOrder;
  staff: boolean;
  canChange: boolean;
  onReload: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('fbaOrders');
  const approve = useApproveFbaOrder(order.id);
  const cancel = useCancelFbaOrder(order.id);
  const ship = useShipFbaOrder(order.id);
  const remove = useDeleteFbaOrder();
  const [editing, setEditing] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [tracking, setTracking] = useState(order.trackingCode);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!canChange) return null;
  const editable = order.status === 'created' || order.status === 'priced';
  const cancellable = editable || order.status === 'approved';

  const onApprove = () =>
    approve.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.message !== FBA_APPROVED_MESSAGE) return void onReload();
        setWaiting(true);
        timer.current = setTimeout(() => {
          void onReload().finally(() => {
            setWaiting(false);
            notifications.show({
              color: 'green',
              message: translateServerText(fbaOrderMessages.approvedToast),
            });
          });
        }, FBA_APPROVE_RELOAD_SECONDS * 1000);
      },
      onError: (error) => failed(fbaOrderMessages.approveFailed, error),
    });

  const onCancel = () =>
    modals.openConfirmModal({
      title: t('actions.cancelTitle', { id: order.id }),
      children: (
        <Text size="sm">
          {order.status === 'approved' ? t('actions.cancelPaidBody') : t('actions.cancelBody')}
        </Text>
      ),
      labels: { confirm: t('actions.cancelConfirm'), cancel: t('actions.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(undefined, {
          onSuccess: (answer) => {
            notifications.show({ color: 'green', message: translateServerText(answer.message) });
            void onReload();
          },
          onError: (error) => failed(fbaOrderMessages.updateFailed, error),
        }),
    });

  const onDelete = () =>
    modals.openConfirmModal({
      title: t('actions.deleteTitle', { id: order.id }),
      children: <Text size="sm">{t('actions.deleteBody')}</Text>,
      labels: { confirm: t('actions.deleteConfirm'), cancel: t('actions.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(order.id, {
          onSuccess: (answer) => {
            notifications.show({ color: 'green', message: translateServerText(answer.message) });
            onDeleted();
          },
          onError: (error) => failed(fbaOrderMessages.deleteFailed, error),
        }),
    });

  const onShip = (event: React.FormEvent) => {
    event.preventDefault();
    ship.mutate(
      { trackingCode: tracking.trim() || undefined },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: translateServerText(answer.message) });
          setShipping(false);
          void onReload();
        },
        onError: (error) => failed(fbaOrderMessages.updateFailed, error),
      },
    );
  };

  return (
    <Group gap="xs">
      {waiting ? (
        <Text size="sm" c="dimmed" role="status">
          {t('actions.approving')}
        </Text>
      ) : null}
      {!staff && order.status === 'priced' ? (
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={onApprove}
          loading={approve.isPending || waiting}
        >
          {t('actions.approve')}
        </Button>
      ) : null}
      {editable ? (
        <Button
          variant={staff ? 'filled' : 'light'}
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          {staff ? t('actions.price') : t('actions.edit')}
        </Button>
      ) : null}
      {staff && order.status === 'approved' ? (
        <Button leftSection={<IconTruck size={16} aria-hidden />} onClick={() => setShipping(true)}>
          {t('actions.ship')}
        </Button>
      ) : null}
      {cancellable ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onCancel}
          loading={cancel.isPending}
        >
          {t('actions.cancel')}
        </Button>
      ) : null}
      {editable || (order.status === 'cancelled' && order.paymentTransactionId === null) ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          loading={remove.isPending}
        >
          {t('actions.delete')}
        </Button>
      ) : null}
      {editing ? (
        <FbaEditModal order={order} staff={staff} opened onClose={() => setEditing(false)} />
      ) : null}
      <Modal
        opened={shipping}
        onClose={() => setShipping(false)}
        title={t('actions.shipTitle', { id: order.id })}
      >
        <form onSubmit={onShip} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('actions.shipBody')}</Text>
            <TextInput
              label={t('form.trackingCode')}
              maxLength={100}
              value={tracking}
              onChange={(event) => setTracking(event.currentTarget.value)}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setShipping(false)}>
                {t('edit.close')}
              </Button>
              <Button type="submit" loading={ship.isPending}>
                {t('actions.shipConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
