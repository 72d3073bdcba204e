import { Button } from '@mantine/core';
import type { Order, Role } from '@stitchworks/shared';
import { IconShoppingCart, IconSwitchVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderProduction } from '../../features/production/api/get-order-production';
import { ChangeStatusDialog } from '../../features/production/components/order/change-status-dialog';
import { useOrderShipping } from '../../features/shipping/api/get-order-shipping';
import { BuyLabelDialog } from '../../features/shipping/components/buy-label-dialog';
import { shippingAbilities, shippingActions } from '../../features/shipping/shipping-abilities';

/**
 * The staff's key actions on an order, in the page header so they are on the first screen
 * (a long order pushes the production and shipping cards below it): buy the label, change the
 * production status. The cards below keep the rest (rebuy, tracking, reship, the scan history).
 * Both read the same cached answers as the cards, so no request is added.
 */
export function OrderStaffActions({
  order,
  role,
  canChangeStatus,
  withShipping,
  onChanged,
}: {
  order: Order;
  role: Role;
  canChangeStatus: boolean;
  /** The page shows the order's shipping to this role (its card). */
  withShipping: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['shipping', 'production']);
  const abilities = shippingAbilities(role);
  const paid = order.productionStatus !== null;
  const shipping = useOrderShipping(order.id, paid && withShipping && abilities.read);
  const production = useOrderProduction(order.id, paid && canChangeStatus);
  const [dialog, setDialog] = useState<'buy' | 'status' | null>(null);
  const close = () => setDialog(null);
  const actions = shippingActions(abilities, role, order, shipping.data);
  const status = production.data?.productionStatus ?? null;

  return (
    <>
      {paid && withShipping && actions.buy ? (
        <Button
          leftSection={<IconShoppingCart size={16} aria-hidden />}
          onClick={() => setDialog('buy')}
        >
          {t('shipping:actions.buy')}
        </Button>
      ) : null}
      {canChangeStatus && status !== null ? (
        <Button
          variant="default"
          leftSection={<IconSwitchVertical size={16} aria-hidden />}
          onClick={() => setDialog('status')}
        >
          {t('production:card.changeStatus')}
        </Button>
      ) : null}
      {dialog === 'buy' ? (
        <BuyLabelDialog
          orderId={order.id}
          needsPacking={actions.buyNeedsPacking}
          previousParcel={shipping.data?.labels[0]?.meta}
          onClose={close}
          onDone={onChanged}
        />
      ) : null}
      {dialog === 'status' && status !== null ? (
        <ChangeStatusDialog
          orderId={order.id}
          current={status}
          role={role}
          onClose={close}
          onChanged={onChanged}
        />
      ) : null}
    </>
  );
}
