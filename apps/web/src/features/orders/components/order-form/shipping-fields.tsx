import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { factories, shippingMethods } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

export type ShippingField =
  | 'shippingMethod'
  | 'factory'
  | 'sellerOrderId'
  | 'storeId'
  | 'isTiktokShop'
  | 'ioss';

export type StoreOption = { id: number; name: string };

/**
 * Shipping method, factory, the seller's reference, store, TikTok Shop and IOSS. The store list
 * and the TikTok Shop option appear only where the form offers them (`stores`, `tiktokShop`).
 */
export function ShippingFields({
  inputProps,
  stores,
  storesLoading = false,
  tiktokShop,
}: {
  inputProps: (field: ShippingField, options?: GetInputPropsOptions) => GetInputPropsReturnType;
  stores?: StoreOption[] | undefined;
  storesLoading?: boolean;
  /** Shown for users with permission 1; `enabled` when the address and method allow it. */
  tiktokShop?: { enabled: boolean } | undefined;
}) {
  const { t } = useTranslation('orderForm');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('shipping.method')}
        required
        allowDeselect={false}
        data={shippingMethods.map((value) => ({ value, label: t(`methods.${value}`) }))}
        {...inputProps('shippingMethod')}
      />
      <Select
        label={t('shipping.factory')}
        required
        allowDeselect={false}
        data={factories.map((value) => ({ value, label: t(`factories.${value}`) }))}
        {...inputProps('factory')}
      />
      <TextInput
        label={t('shipping.sellerOrderId')}
        description={t('shipping.sellerOrderIdHint')}
        {...inputProps('sellerOrderId')}
      />
      {stores && (
        <Select
          label={t('shipping.store')}
          placeholder={
            stores.length === 0 && !storesLoading
              ? t('shipping.noStores')
              : t('shipping.storePlaceholder')
          }
          clearable
          disabled={storesLoading}
          data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
          {...inputProps('storeId')}
        />
      )}
      <TextInput
        label={t('shipping.ioss')}
        description={t('shipping.iossHint')}
        {...inputProps('ioss')}
      />
      {tiktokShop && (
        <Checkbox
          mt={{ sm: 'xl' }}
          label={t('shipping.tiktokShop')}
          description={t('shipping.tiktokShopHint')}
          disabled={!tiktokShop.enabled}
          {...inputProps('isTiktokShop', { type: 'checkbox' })}
        />
      )}
    </SimpleGrid>
  );
}
