import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Store } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useUpdateStore } from '../api/update-store';
import { emptyStoreValues, type StoreFormValues, StoreTypeFields } from './store-fields';

/** Rename a store or change its platform settings; secrets show masked and stay unless replaced. */
export function EditStoreForm({ store }: { store: Store }) {
  const { t } = useTranslation('stores');
  const update = useUpdateStore(store.id);
  const form = useForm<StoreFormValues>({
    initialValues: {
      ...emptyStoreValues,
      name: store.name,
      type: store.type,
      url: store.url ?? '',
      configuration: { ...emptyStoreValues.configuration, ...store.configuration },
    },
    validate: {
      name: (value) => (value.trim() ? null : t('validation.required', { ns: 'common' })),
      url: (value, values) =>
        values.type === 'woocommerce' && !value.trim()
          ? t('validation.required', { ns: 'common' })
          : null,
    },
  });

  const submit = form.onSubmit((values) => {
    const configuration = Object.fromEntries(
      Object.entries(values.configuration).filter(([, value]) => value.trim() !== ''),
    );
    update.mutate(
      { name: values.name.trim(), url: values.url.trim(), configuration },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('messages.updated') }),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput label={t('form.name')} required {...form.getInputProps('name')} />
        {/* A Shopify store's shop is its connection's (the connection card shows it). */}
        {store.type === 'shopify' ? null : <StoreTypeFields form={form} type={store.type} />}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
