import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartTable } from '../../features/cart/components/cart-table';
import { usePageTitle } from '../../lib/use-page-title';

/** /checkout: the seller's cart. */
export function CheckoutPage() {
  const { t } = useTranslation('cart');
  usePageTitle('cart:checkout.title');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('checkout.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('checkout.description')}
      </Text>
      <CartTable />
    </Stack>
  );
}
