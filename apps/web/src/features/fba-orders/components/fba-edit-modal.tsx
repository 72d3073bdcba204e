import { Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  FBA_TOTAL_COST_MAX,
  type FbaOrder,
  fbaOrderMessages,
  fbaTotalCostSchema,
  LABEL_FILE_MAX_BYTES,
} from '@stitchworks/shared';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DollarInput } from '../../../components/form/dollar-input';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useUpdateFbaOrder } from '../api/change-fba-order';

const isPdf = (file: File) =>
  (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')) &&
  file.size <= LABEL_FILE_MAX_BYTES;

/**
 * The detail's price and label-edit modal (spec 03): staff set the price (a required decimal) and
 * may replace the labels; the seller may change the references and the labels until approval.
 */
export function FbaEditModal({
  order,
  staff,
  opened,
  onClose,
}: {
  order: FbaOrder;
  staff: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('fbaOrders');
  const update = useUpdateFbaOrder(order.id);
  const [totalCost, setTotalCost] = useState<number | string>(order.totalCost ?? '');
  const [sellerOrderId, setSellerOrderId] = useState(order.sellerOrderId);
  const [trackingCode, setTrackingCode] = useState(order.trackingCode);
  const [productLabel, setProductLabel] = useState<File | null>(null);
  const [shippingLabel, setShippingLabel] = useState<File | null>(null);
  const [costError, setCostError] = useState<string | undefined>();
  const invalidFile = translateServerText(fbaOrderMessages.fileInvalid);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (staff) {
      const parsed = fbaTotalCostSchema.safeParse(totalCost === '' ? undefined : totalCost);
      if (!parsed.success) {
        setCostError(translateValidationMessage(parsed.error.issues[0]?.message ?? ''));
        return;
      }
    }
    if ((productLabel && !isPdf(productLabel)) || (shippingLabel && !isPdf(shippingLabel))) return;
    update.mutate(
      {
        ...(staff ? { totalCost: Number(totalCost) } : { sellerOrderId, trackingCode }),
        productLabel,
        shippingLabel,
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: translateServerText(answer.message) });
          onClose();
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: translateServerText(fbaOrderMessages.updateFailed),
            message: getErrorMessage(error),
          }),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={staff ? t('edit.priceTitle', { id: order.id }) : t('edit.title', { id: order.id })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {staff ? (
            <DollarInput
              label={t('edit.totalCost')}
              description={t('edit.totalCostHint', { units: order.units })}
              max={FBA_TOTAL_COST_MAX}
              value={totalCost}
              onChange={(value) => {
                setTotalCost(value);
                setCostError(undefined);
              }}
              required
              error={costError}
              data-autofocus
            />
          ) : (
            <>
              <TextInput
                label={t('form.sellerOrderId')}
                maxLength={64}
                value={sellerOrderId}
                onChange={(event) => setSellerOrderId(event.currentTarget.value)}
              />
              <TextInput
                label={t('form.trackingCode')}
                maxLength={100}
                value={trackingCode}
                onChange={(event) => setTrackingCode(event.currentTarget.value)}
              />
            </>
          )}
          <FileInput
            label={t('edit.newProductLabel')}
            placeholder={t('edit.keepLabel')}
            accept="application/pdf,.pdf"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            value={productLabel}
            onChange={setProductLabel}
            clearable
            error={productLabel && !isPdf(productLabel) ? invalidFile : undefined}
          />
          <FileInput
            label={t('edit.newShippingLabel')}
            placeholder={t('edit.keepLabel')}
            accept="application/pdf,.pdf"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            value={shippingLabel}
            onChange={setShippingLabel}
            clearable
            error={shippingLabel && !isPdf(shippingLabel) ? invalidFile : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('edit.close')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
