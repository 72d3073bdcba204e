import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { sandboxTestOrderInputSchema } from '@stitchworks/shared';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { formValidator, translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useSendTestOrder } from '../api/send-test-order';

const HEADING_ID = 'sandbox-test-order-title';
const MAX_ROWS = 10;

type TestOrderValues = { items: { sku: string; quantity: number | string }[] };

const emptyRow = () => ({ sku: '', quantity: 1 });

/** The values as the API takes them: a quantity left empty is 1. */
const toInput = (values: TestOrderValues) => ({
  items: values.items.map((item) => ({
    sku: item.sku.trim(),
    quantity: item.quantity === '' ? 1 : Number(item.quantity),
  })),
});

/**
 * A sandbox store's "Send a test order": the sandbox shop sells these SKUs and its order reaches
 * the store as a real one would (a SKU without a mapping waits in order sync).
 */
export function TestOrderForm({ storeId, onSent }: { storeId: number; onSent?: () => void }) {
  const { t } = useTranslation('storeSync');
  const send = useSendTestOrder(storeId);
  const validate = formValidator(sandboxTestOrderInputSchema);
  const form = useForm<TestOrderValues>({
    initialValues: { items: [emptyRow()] },
    validate: (values) => validate(toInput(values)),
  });
  const rows = form.getValues().items;

  const submit = form.onSubmit((values) =>
    send.mutate(toInput(values), {
      onSuccess: (result) => {
        notifications.show({
          color: 'green',
          message: t('testOrder.sent', {
            message: translateServerText(result.message),
            name: result.platformOrderName,
          }),
        });
        form.reset();
        onSent?.();
      },
      onError: (error) => {
        for (const detail of errorDetails(error)) {
          form.setFieldError(detail.path, translateValidationMessage(detail.message));
        }
        notifications.show({ color: 'red', message: getErrorMessage(error) });
      },
    }),
  );

  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h4" id={HEADING_ID}>
                {t('testOrder.title')}
              </Title>
              <Badge color="yellow" variant="filled" tt="none">
                {t('sandbox')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('testOrder.description')}
            </Text>
          </Stack>
          {rows.map((_, index) => {
            const number = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; they are only added at the end or removed
              <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
                <TextInput
                  label={t('testOrder.sku')}
                  aria-label={t('testOrder.skuOf', { number })}
                  placeholder="TEE-BLK-M"
                  required
                  style={{ flex: 1 }}
                  {...form.getInputProps(`items.${index}.sku`)}
                />
                <NumberInput
                  label={t('testOrder.quantity')}
                  aria-label={t('testOrder.quantityOf', { number })}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  allowNegative={false}
                  w={110}
                  {...form.getInputProps(`items.${index}.quantity`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t('testOrder.removeRow', { number })}
                  disabled={rows.length === 1}
                  onClick={() => form.removeListItem('items', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          <Group gap="sm">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={rows.length >= MAX_ROWS}
              onClick={() => form.insertListItem('items', emptyRow())}
            >
              {t('testOrder.addRow')}
            </Button>
            <Button
              type="submit"
              size="xs"
              leftSection={<IconSend size={14} aria-hidden />}
              loading={send.isPending}
            >
              {t('testOrder.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
