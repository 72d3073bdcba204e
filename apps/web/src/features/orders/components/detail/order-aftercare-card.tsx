import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Order, orderUpdateFlags } from '@stitchworks/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../../lib/error-message';
import { formatMoney } from '../../../../lib/format';
import { translateServerText } from '../../../../lib/server-messages';
import { type AftercareCall, useAftercare } from '../../api/order-aftercare';
import type { OrderAbilities } from '../../order-abilities';

type Dialog =
  | { kind: 'cancel' }
  | { kind: 'acceptCancel' }
  | { kind: 'refuseCancel' }
  | { kind: 'refund' }
  | { kind: 'requestUpdate' };

/** Dollars left to give back on the order. */
const refundable = (order: Order) =>
  Math.max(0, Math.round((order.total - order.refunded) * 100) / 100);

/**
 * One dialog for every money or request step after payment: a reason or note, and an amount where
 * money goes back. The server's refusal is shown in the dialog, where the person is looking.
 */
function AftercareDialog({
  order,
  dialog,
  staff,
  onClose,
}: {
  order: Order;
  dialog: Dialog;
  staff: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const run = useAftercare();
  const left = refundable(order);
  const initialAmount =
    dialog.kind === 'acceptCancel'
      ? (order.cancelRequested ?? left)
      : dialog.kind === 'refund'
        ? left
        : left;
  const [amount, setAmount] = useState<number | string>(initialAmount);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const withAmount =
    dialog.kind === 'cancel' || dialog.kind === 'acceptCancel' || dialog.kind === 'refund';
  const textRequired = dialog.kind === 'cancel';
  const title = t(`aftercare.dialogs.${dialog.kind}.title`, { id: order.id });

  const submit = () => {
    setFailure(null);
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (withAmount && (!Number.isFinite(value) || value < 0 || value > left)) {
      setFailure(t('aftercare.amountRange', { max: formatMoney(left) }));
      return;
    }
    if (textRequired && !text.trim()) {
      setFailure(t('aftercare.reasonRequired'));
      return;
    }
    const call: AftercareCall =
      dialog.kind === 'cancel'
        ? { kind: 'cancel', orderId: order.id, cancelReason: text.trim(), amount: value }
        : dialog.kind === 'acceptCancel'
          ? {
              kind: 'answerCancel',
              orderId: order.id,
              accept: true,
              amount: value,
              note: text.trim(),
            }
          : dialog.kind === 'refuseCancel'
            ? { kind: 'answerCancel', orderId: order.id, accept: false, note: text.trim() }
            : dialog.kind === 'refund'
              ? { kind: 'refund', orderId: order.id, amount: value, note: text.trim() }
              : { kind: 'requestUpdate', orderId: order.id, note: text.trim() };
    run.mutate(call, {
      onSuccess: (result) => {
        notifications.show({
          color: 'green',
          message: translateServerText(result.message, { context: 'orders' }),
        });
        onClose();
      },
      onError: (error) => setFailure(getErrorMessage(error)),
    });
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t(`aftercare.dialogs.${dialog.kind}.body`, { max: formatMoney(left) })}
        </Text>
        {withAmount ? (
          <NumberInput
            label={
              staff || dialog.kind !== 'cancel' ? t('aftercare.amount') : t('aftercare.amountAsked')
            }
            description={t('aftercare.amountHint', { max: formatMoney(left) })}
            value={amount}
            onChange={setAmount}
            min={0}
            max={left}
            decimalScale={2}
            fixedDecimalScale
            prefix="$"
            thousandSeparator=","
          />
        ) : null}
        <Textarea
          label={textRequired ? t('aftercare.reason') : t('aftercare.note')}
          required={textRequired}
          value={text}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('aftercare.close')}
          </Button>
          <Button
            color={dialog.kind === 'refuseCancel' ? 'red' : undefined}
            loading={run.isPending}
            onClick={submit}
          >
            {t(`aftercare.dialogs.${dialog.kind}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * After payment (spec 02 §4): where the order stands on cancel, refund and update, and the steps
 * this person may take — a seller asks to cancel or to update; staff answer, cancel directly or
 * (admins) refund. Hidden when there is nothing to show or do.
 */
export function OrderAftercareCard({
  order,
  abilities,
  staff,
}: {
  order: Order;
  abilities: OrderAbilities;
  staff: boolean;
}) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const answerUpdate = useAftercare();
  const notices: {
    key: 'waiting' | 'refused' | 'refunded' | 'update';
    text: string;
    color: string;
  }[] = [];
  if (order.cancelStatus === 'waiting') {
    notices.push({
      key: 'waiting',
      color: 'orange',
      text: t('aftercare.cancelWaiting', {
        amount: formatMoney(order.cancelRequested ?? 0),
        reason: order.cancelReason ?? '',
      }),
    });
  }
  if (order.cancelStatus === 'refused') {
    notices.push({ key: 'refused', color: 'gray', text: t('aftercare.cancelRefusedNotice') });
  }
  if (order.refunded > 0) {
    notices.push({
      key: 'refunded',
      color: 'teal',
      text: t('aftercare.refundedNotice', { amount: formatMoney(order.refunded) }),
    });
  }
  if (order.updateFlag === orderUpdateFlags.requested) {
    notices.push({ key: 'update', color: 'blue', text: t('aftercare.updateRequestedNotice') });
  } else if (order.updateFlag === orderUpdateFlags.allowed) {
    notices.push({ key: 'update', color: 'green', text: t('aftercare.updateAllowedNotice') });
  } else if (order.updateFlag === orderUpdateFlags.denied) {
    notices.push({ key: 'update', color: 'gray', text: t('aftercare.updateDeniedNotice') });
  }
  const actions =
    abilities.cancel ||
    abilities.answerCancel ||
    abilities.refund ||
    abilities.requestUpdate ||
    abilities.answerUpdate;
  if (notices.length === 0 && !actions) return null;

  const decideUpdate = (allow: boolean) =>
    answerUpdate.mutate(
      { kind: 'answerUpdate', orderId: order.id, allow },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            message: translateServerText(result.message, { context: 'orders' }),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: getErrorMessage(error),
          }),
      },
    );

  return (
    <Card component="section" aria-labelledby="order-aftercare-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-aftercare-title">
          {t('aftercare.title')}
        </Title>
        {notices.map((notice) => (
          <Group key={notice.key} gap="xs" wrap="nowrap" align="flex-start">
            <Badge color={notice.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
              {t(`aftercare.badges.${notice.key}`)}
            </Badge>
            <Text size="sm">{notice.text}</Text>
          </Group>
        ))}
        <Group gap="xs">
          {abilities.answerCancel ? (
            <>
              <Button size="xs" onClick={() => setDialog({ kind: 'acceptCancel' })}>
                {t('aftercare.acceptCancel')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setDialog({ kind: 'refuseCancel' })}
              >
                {t('aftercare.refuseCancel')}
              </Button>
            </>
          ) : null}
          {abilities.cancel && !abilities.answerCancel ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => setDialog({ kind: 'cancel' })}
            >
              {staff ? t('aftercare.cancelNow') : t('aftercare.askCancel')}
            </Button>
          ) : null}
          {abilities.refund ? (
            <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'refund' })}>
              {t('aftercare.refund')}
            </Button>
          ) : null}
          {abilities.requestUpdate ? (
            <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'requestUpdate' })}>
              {t('aftercare.askUpdate')}
            </Button>
          ) : null}
          {abilities.answerUpdate ? (
            <>
              <Button size="xs" loading={answerUpdate.isPending} onClick={() => decideUpdate(true)}>
                {t('aftercare.allowUpdate')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={answerUpdate.isPending}
                onClick={() => decideUpdate(false)}
              >
                {t('aftercare.denyUpdate')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
      {dialog ? (
        <AftercareDialog
          order={order}
          dialog={dialog}
          staff={staff}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Card>
  );
}
