import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  createStoreInputSchema,
  type Store,
  type StoreType,
  storeTypes,
} from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { useCreateStore } from '../api/create-store';
import {
  emptyStoreValues,
  type StoreFormValues,
  StoreTypeFields,
  toStoreInput,
} from './store-fields';

/**
 * Creates a store. When the server answers with a loginUrl the browser goes there to connect the
 * platform; otherwise `onCreated` runs (the page returns to the store list).
 */
export function CreateStoreForm({
  initial,
  lockType,
  onCreated,
}: {
  initial?: Partial<StoreFormValues>;
  lockType?: boolean;
  onCreated: (store: Store) => void;
}) {
  const { t } = useTranslation('stores');
  const create = useCreateStore();
  const form = useForm<StoreFormValues>({
    initialValues: { ...emptyStoreValues, ...initial },
    validate: (values) => {
      const parsed = createStoreInputSchema.safeParse(toStoreInput(values));
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues.map((issue) => [
          issue.path.join('.'),
          translateValidationMessage(issue.message),
        ]),
      );
    },
  });
  const type = form.getValues().type;

  const submit = form.onSubmit((values) =>
    create.mutate(toStoreInput(values), {
      onSuccess: (store) => {
        form.reset();
        if (store.loginUrl) {
          window.location.assign(store.loginUrl);
          return;
        }
        notifications.show({ color: 'green', message: t('messages.created') });
        onCreated(store);
      },
      onError: (error) => {
        if (isApiError(error) && Array.isArray(error.details)) {
          for (const detail of error.details as { path: string; message: string }[]) {
            form.setFieldError(detail.path, translateValidationMessage(detail.message));
          }
        }
        notifications.show({ color: 'red', message: getErrorMessage(error) });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Select
          label={t('form.type')}
          data={storeTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
          allowDeselect={false}
          disabled={lockType}
          {...form.getInputProps('type')}
          onChange={(value) => form.setFieldValue('type', (value as StoreType) ?? 'api')}
        />
        <TextInput label={t('form.name')} required {...form.getInputProps('name')} />
        <StoreTypeFields form={form} type={type} />
        {type !== 'api' && (
          <Alert color="blue" variant="light">
            <Text size="sm">{t('form.connectionNote')}</Text>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
