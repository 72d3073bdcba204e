import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  createStoreInputSchema,
  type Store,
  type StoreType,
  storeSyncMessages,
  storeTypes,
} from '@stitchworks/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { useCreateStore } from '../api/create-store';
import { useStorePlatforms } from '../api/get-store-platforms';
import { demoShop, isShopifyShop, rememberTypedShopName } from '../shopify-shop';
import { demoWooCommerceSite } from '../woocommerce-search';
import { PlatfoxWebsiteFields } from './platfox-website-fields';
import { applyServerFieldErrors } from './server-field-errors';
import {
  emptyStoreValues,
  type StoreFormValues,
  StoreTypeFields,
  toStoreInput,
} from './store-fields';

/** The shared rules, and for Shopify the shop as 'name.myshopify.com' (the API's own rule). */
function validateStore(values: StoreFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = createStoreInputSchema.safeParse(toStoreInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[issue.path.join('.')] = translateValidationMessage(issue.message);
    }
  }
  if (values.type === 'shopify' && !isShopifyShop(values.configuration.shop)) {
    errors['configuration.shop'] = translateValidationMessage(storeSyncMessages.shopInvalid);
  }
  return errors;
}

/**
 * Creates a store. When the server answers with a loginUrl the browser goes there to connect the
 * platform (Shopify's install, or the built-in sandbox's); otherwise `onCreated` runs (the page
 * returns to the store list).
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
  const platforms = useStorePlatforms();
  const shopifyMode = platforms.data?.shopify;
  const form = useForm<StoreFormValues>({
    initialValues: { ...emptyStoreValues, ...initial },
    validate: validateStore,
  });
  const values = form.getValues();
  const type = values.type;
  const shopifySandbox = type === 'shopify' && shopifyMode === 'sandbox';
  const shopifyOff = type === 'shopify' && shopifyMode === 'off';
  const wooSandbox = type === 'woocommerce' && platforms.data?.woocommerce === 'sandbox';

  // The sandbox connects any demo shop: start from one so the seller need not invent a name.
  const emptyShop = !values.configuration.shop && !form.isTouched('configuration.shop');
  useEffect(() => {
    if (shopifySandbox && emptyShop) form.setFieldValue('configuration.shop', demoShop());
  }, [shopifySandbox, emptyShop, form.setFieldValue]);

  const chooseType = (next: StoreType) => {
    form.setFieldValue('type', next);
    form.clearErrors();
  };

  const submit = form.onSubmit((submitted) =>
    create.mutate(toStoreInput(submitted), {
      onSuccess: (store) => {
        form.reset();
        // Spec 03 §2: an Amazon store goes back to the list; it is authorized from its page.
        if (store.loginUrl && store.type !== 'amazon_seller_central') {
          if (store.type === 'shopify' && submitted.configuration.shop) {
            rememberTypedShopName(submitted.configuration.shop, submitted.name);
          }
          window.location.assign(store.loginUrl);
          return;
        }
        notifications.show({ color: 'green', message: t('messages.created') });
        onCreated(store);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
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
          onChange={(value) => chooseType((value as StoreType | null) ?? 'api')}
        />
        <TextInput label={t('form.name')} required {...form.getInputProps('name')} />
        {type === 'platfox' ? (
          <PlatfoxWebsiteFields form={form} />
        ) : (
          <StoreTypeFields form={form} type={type} />
        )}
        {shopifySandbox ? (
          <Alert
            color="yellow"
            variant="light"
            title={
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {t('shopify.sandboxTitle')}
                </Text>
                <Badge color="yellow" variant="filled" tt="none">
                  {t('sandbox')}
                </Badge>
              </Group>
            }
          >
            <Text size="sm">{t('shopify.sandboxHint')}</Text>
          </Alert>
        ) : wooSandbox ? (
          <Alert
            color="yellow"
            variant="light"
            title={
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {t('woocommerce.sandboxTitle')}
                </Text>
                <Badge color="yellow" variant="filled" tt="none">
                  {t('sandbox')}
                </Badge>
              </Group>
            }
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('woocommerce.sandboxHint')}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => form.setFieldValue('url', demoWooCommerceSite())}
              >
                {t('woocommerce.useSandbox')}
              </Button>
            </Stack>
          </Alert>
        ) : shopifyOff ? (
          <Alert color="red" variant="light">
            <Text size="sm">{t('shopify.off')}</Text>
          </Alert>
        ) : type === 'shopify' ? (
          <Alert color="blue" variant="light">
            <Text size="sm">{t('shopify.installNote')}</Text>
          </Alert>
        ) : type !== 'api' ? (
          <Alert color="blue" variant="light">
            <Text size="sm">{t('form.connectionNote')}</Text>
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending} disabled={shopifyOff}>
            {type === 'shopify' ? t('shopify.connect') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
