import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { StoreType } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

export type StoreFormValues = {
  name: string;
  type: StoreType;
  url: string;
  /** platfox: one of the seller's platfox websites (its id), or '' for a new one (`url`). */
  websiteId: string;
  configuration: {
    shop: string;
    apiKey: string;
    apiSecret: string;
    amazonSellerId: string;
    mwsAuthToken: string;
  };
};

export const emptyStoreValues: StoreFormValues = {
  name: '',
  type: 'api',
  url: '',
  websiteId: '',
  configuration: { shop: '', apiKey: '', apiSecret: '', amazonSellerId: '', mwsAuthToken: '' },
};

/** The fields a store type asks for beyond its name (spec 03 §5). */
export function StoreTypeFields({
  form,
  type,
}: {
  form: UseFormReturnType<StoreFormValues>;
  type: StoreType;
}) {
  const { t } = useTranslation('stores');
  switch (type) {
    case 'woocommerce':
      return (
        <TextInput
          label={t('form.url')}
          placeholder="https://shop.example.com"
          required
          key={form.key('url')}
          {...form.getInputProps('url')}
        />
      );
    case 'platfox':
      // Optional: the website's address, saved as one of the seller's platfox websites.
      return (
        <TextInput
          label={t('form.platfoxUrl')}
          description={t('form.platfoxUrlHint')}
          placeholder="https://my-site.example.com"
          key={form.key('url')}
          {...form.getInputProps('url')}
        />
      );
    case 'self_app_etsy':
      return (
        <>
          <TextInput
            label={t('form.apiKey')}
            required
            key={form.key('configuration.apiKey')}
            {...form.getInputProps('configuration.apiKey')}
          />
          <PasswordInput
            label={t('form.apiSecret')}
            required
            key={form.key('configuration.apiSecret')}
            {...form.getInputProps('configuration.apiSecret')}
          />
        </>
      );
    case 'amazon_seller_central':
      return (
        <>
          <TextInput
            label={t('form.amazonSellerId')}
            required
            key={form.key('configuration.amazonSellerId')}
            {...form.getInputProps('configuration.amazonSellerId')}
          />
          <PasswordInput
            label={t('form.mwsAuthToken')}
            required
            key={form.key('configuration.mwsAuthToken')}
            {...form.getInputProps('configuration.mwsAuthToken')}
          />
        </>
      );
    case 'shopify':
      return (
        <TextInput
          label={t('form.shop')}
          description={t('form.shopHint')}
          placeholder="my-shop.myshopify.com"
          required
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('configuration.shop')}
          {...form.getInputProps('configuration.shop')}
        />
      );
    default:
      return null;
  }
}

/** Only the settings of the chosen type are sent; empty ones are left out. */
export function toStoreInput(values: StoreFormValues) {
  const configuration = Object.fromEntries(
    Object.entries(values.configuration)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
  // A platfox store connects the website picked, or saves the address typed as a new one.
  const websiteId = values.type === 'platfox' && values.websiteId ? Number(values.websiteId) : null;
  return {
    name: values.name.trim(),
    type: values.type,
    ...(websiteId !== null ? { websiteId } : values.url.trim() ? { url: values.url.trim() } : {}),
    ...(Object.keys(configuration).length > 0 ? { configuration } : {}),
  };
}
