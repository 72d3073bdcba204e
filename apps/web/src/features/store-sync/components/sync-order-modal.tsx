import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Catalog, type OrderSync, storeSyncMessages } from '@stitchworks/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useApproveOrderSync } from '../api/approve-order-sync';
import { useSyncCatalogs } from '../api/get-catalogs';
import {
  formPathOf,
  initialSyncValues,
  type SyncFormValues,
  syncFormProblems,
  toApproveInput,
} from '../order-sync-form';
import { SyncItemFields } from './sync-item-fields';

/** The form of one order sync; mounted afresh for each order sync the modal opens. */
function SyncOrderForm({
  orderSync,
  catalogs,
  onDone,
  onClose,
}: {
  orderSync: OrderSync;
  catalogs: Catalog[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('storeSync');
  const approve = useApproveOrderSync(orderSync.id);
  const catalogById = useMemo(
    () => new Map(catalogs.map((catalog) => [catalog.value, catalog])),
    [catalogs],
  );
  // Only active blanks are offered; an item already mapped to a retired one keeps it.
  const offered = useMemo(() => {
    const mapped = new Set(orderSync.items.map((item) => item.refined?.catalogId));
    return catalogs.filter((catalog) => catalog.active || mapped.has(catalog.value));
  }, [catalogs, orderSync]);
  const form = useForm<SyncFormValues>({
    initialValues: initialSyncValues(orderSync),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(syncFormProblems(values)).map(([path, message]) => [
          path,
          translateValidationMessage(message),
        ]),
      ),
  });
  const values = form.getValues();
  // A refusal about the whole request (no field of the form) shows above the buttons.
  const formError = form.errors.request as string | undefined;

  const submit = form.onSubmit((submitted) =>
    approve.mutate(toApproveInput(submitted), {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message: translateServerText(message) });
        onDone();
      },
      onError: (error) => {
        let placed = 0;
        for (const detail of errorDetails(error)) {
          const path = formPathOf(detail.path);
          if (/^items\.\d+\./.test(path)) {
            form.setFieldError(path, translateValidationMessage(detail.message));
            placed += 1;
          }
        }
        const why = getErrorMessage(error);
        if (placed === 0) form.setFieldError('request', why);
        notifications.show({
          color: 'red',
          title: translateServerText(storeSyncMessages.syncFailed),
          message: why,
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('syncModal.description', {
            name: orderSync.platformOrderName,
            store: orderSync.store.name,
          })}
        </Text>
        {values.items.map((item, index) => {
          const source = orderSync.items[index];
          if (!source) return null;
          return (
            <SyncItemFields
              // biome-ignore lint/suspicious/noArrayIndexKey: the store's items keep their order
              key={index}
              index={index}
              original={source.original}
              mappedBySku={source.productSyncId !== null}
              item={item}
              catalogs={offered}
              catalogById={catalogById}
              inputProps={(path) => form.getInputProps(`items.${index}.${path}`)}
              setItem={(next) => form.setFieldValue(`items.${index}`, next)}
            />
          );
        })}
        <Checkbox
          label={t('syncModal.remember')}
          description={t('syncModal.rememberHint', { store: orderSync.store.name })}
          {...form.getInputProps('remember', { type: 'checkbox' })}
        />
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={approve.isPending}>
            {t('syncModal.close')}
          </Button>
          <Button type="submit" loading={approve.isPending}>
            {t('syncModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The order sync's "Sync" (spec 03 §2, §5): the seller maps each store item to what is made for
 * it, and may have the mappings remembered for the store's next orders; the order is made.
 */
export function SyncOrderModal({
  orderSync,
  onClose,
}: {
  orderSync: OrderSync | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('storeSync');
  const catalogs = useSyncCatalogs();
  return (
    <Modal
      opened={orderSync !== null}
      onClose={onClose}
      size="xl"
      title={orderSync ? t('syncModal.title', { name: orderSync.platformOrderName }) : ''}
    >
      <LoadState
        loading={catalogs.isPending}
        error={catalogs.isError ? getErrorMessage(catalogs.error) : null}
      >
        {orderSync && catalogs.data ? (
          <SyncOrderForm
            key={orderSync.id}
            orderSync={orderSync}
            catalogs={catalogs.data}
            onDone={onClose}
            onClose={onClose}
          />
        ) : null}
      </LoadState>
    </Modal>
  );
}
