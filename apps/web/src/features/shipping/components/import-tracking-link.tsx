import { Button, type ButtonProps } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Opens the tracking import page (/order/tracking-import). */
export function ImportTrackingLink(props: Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation('shipping');
  return (
    <Button
      leftSection={<IconFileImport size={16} aria-hidden />}
      {...props}
      renderRoot={(rootProps) => <Link {...rootProps} to="/order/tracking-import" />}
    >
      {t('import.link')}
    </Button>
  );
}
