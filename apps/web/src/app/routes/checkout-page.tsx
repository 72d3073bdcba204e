import { Stack, Text, Title } from '@mantine/core';
import { hasPermission, permissions } from '@stitchworks/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../features/cart/api/get-cart';
import { cartKeys } from '../../features/cart/api/query-keys';
import { CartTable } from '../../features/cart/components/cart-table';
import { useBootstrap } from '../../features/catalog/api/get-bootstrap';
import {
  CartCheckoutForm,
  type CartLine,
} from '../../features/orders/components/order-form/cart-checkout-form';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/** /checkout: the seller's cart, then the place-order step that turns it into one order. */
export function CheckoutPage() {
  const { t } = useTranslation('cart');
  const { t: to } = useTranslation('orderForm');
  usePageTitle('cart:checkout.title');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cart = useCart(user.role === 'seller');
  const bootstrap = useBootstrap();
  const lines = useMemo<CartLine[]>(
    () =>
      (cart.data?.rows ?? []).map((row) => ({
        productId: row.productId,
        catalogId: row.catalogId,
        color: row.color,
        size: row.size,
        quantity: row.quantity,
        frameColor: row.frameColor,
      })),
    [cart.data],
  );
  const catalogs = useMemo(
    () =>
      new Map(
        [...(bootstrap.data?.catalogData ?? []), ...(bootstrap.data?.catalogDataEu1 ?? [])].map(
          (catalog) => [catalog.value, catalog],
        ),
      ),
    [bootstrap.data],
  );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('checkout.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('checkout.description')}
      </Text>
      <CartTable />
      {user.role === 'seller' && lines.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="place-order-title">
          <Title order={2} id="place-order-title">
            {to('checkout.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {to('checkout.description')} {to('checkout.lines', { count: lines.length })}
          </Text>
          <CartCheckoutForm
            lines={lines}
            catalogs={catalogs}
            canUseTiktokShop={hasPermission(
              { role: user.role, permissionIds: user.permissions },
              permissions.tiktokShopOrders,
            )}
            onPlaced={(order) => {
              // The cart is empty now: the badge and the table follow.
              void queryClient.invalidateQueries({ queryKey: cartKeys.all });
              void navigate({ to: '/order/$orderId', params: { orderId: String(order.id) } });
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
