import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { hasPermission, permissions } from '@stitchworks/shared';
import { IconFileImport } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../features/catalog/api/get-bootstrap';
import {
  OrderForm,
  type OrderFormProps,
} from '../../features/orders/components/order-form/order-form';
import type { ProductSelectSlot } from '../../features/orders/components/order-form/order-item-row';
import { ProductSelect } from '../../features/products/components/product-select';
import { useStores } from '../../features/stores/api/get-stores';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

type FormSources = Pick<
  OrderFormProps,
  'catalogs' | 'stores' | 'storesLoading' | 'canUseTiktokShop' | 'renderProductSelect'
>;

/**
 * What the order form needs from other features: the catalogs of each factory, the seller's
 * stores and products, and whether the TikTok Shop option applies (permission 1).
 */
export function useOrderFormSources(): { sources: FormSources | null; status: ReactNode } {
  const { t } = useTranslation('orderForm');
  const { t: tc } = useTranslation('catalog');
  const user = useCurrentUser();
  const bootstrap = useBootstrap();
  const stores = useStores({ page: 1, limit: 100 });
  const renderProductSelect = useCallback(
    (slot: ProductSelectSlot) => (
      <ProductSelect
        {...slot}
        labels={{
          placeholder: t('items.productPlaceholder'),
          nothingFound: t('items.productNone'),
          loading: t('items.productLoading'),
        }}
      />
    ),
    [t],
  );
  const catalogs = useMemo(
    () =>
      bootstrap.data
        ? { vn1: bootstrap.data.catalogData, eu1: bootstrap.data.catalogDataEu1 }
        : null,
    [bootstrap.data],
  );
  if (bootstrap.isPending) {
    return {
      sources: null,
      status: (
        <Group justify="center" p="xl">
          <Loader aria-label={t('loading', { ns: 'common' })} />
        </Group>
      ),
    };
  }
  if (!catalogs) {
    return { sources: null, status: <Alert color="red">{tc('messages.getConfigFailed')}</Alert> };
  }
  return {
    sources: {
      catalogs,
      stores: stores.data?.rows.map((store) => ({ id: store.id, name: store.name })),
      storesLoading: stores.isPending,
      canUseTiktokShop: hasPermission(
        { role: user.role, permissionIds: user.permissions },
        permissions.tiktokShopOrders,
      ),
      renderProductSelect,
    },
    status: null,
  };
}

/** /order/new (seller): one order by hand with its live cost. */
export function OrderNewPage() {
  const { t } = useTranslation('orderForm');
  usePageTitle('orderForm:new.title');
  const navigate = useNavigate();
  const { sources, status } = useOrderFormSources();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('new.title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('new.description')}
          </Text>
        </Stack>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/order-in-bulk" />}>
          <Group gap={4}>
            <IconFileImport size={16} aria-hidden />
            {t('new.bulkLink')}
          </Group>
        </Anchor>
      </Group>
      {sources ? (
        <OrderForm
          {...sources}
          onSaved={(order) =>
            void navigate({ to: '/order/$orderId', params: { orderId: String(order.id) } })
          }
        />
      ) : (
        status
      )}
    </Stack>
  );
}
