import { Button, type ButtonProps } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Opens the printable QR sheet of these orders (`/order/qr-labels?ids=1,2`). */
export function PrintQrLabelsButton({
  orderIds,
  ...props
}: { orderIds: readonly number[] } & Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation('production');
  if (orderIds.length === 0) return null;
  return (
    <Button
      leftSection={<IconQrcode size={16} aria-hidden />}
      {...props}
      renderRoot={(rootProps) => (
        <Link {...rootProps} to="/order/qr-labels" search={{ ids: orderIds.join(',') }} />
      )}
    >
      {t('labels.printButton')}
    </Button>
  );
}
