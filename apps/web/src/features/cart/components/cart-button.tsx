import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { cartBadgeLabel } from '@stitchworks/shared';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { useCart } from '../api/get-cart';

/** The top bar's cart icon with its item count ('9+' from 10), for sellers. */
export function CartButton() {
  const { t } = useTranslation('cart');
  const user = useCurrentUser();
  const isSeller = user.role === 'seller';
  const cart = useCart(isSeller);
  if (!isSeller) return null;
  const count = cart.data?.count ?? 0;
  const label = t('badge.label', { count });
  return (
    <Tooltip label={label}>
      <Indicator
        label={cartBadgeLabel(count)}
        size={18}
        disabled={count === 0}
        offset={6}
        data-testid="cart-badge"
      >
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label}
          renderRoot={(props) => <Link {...props} to="/checkout" />}
        >
          <IconShoppingCart size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
