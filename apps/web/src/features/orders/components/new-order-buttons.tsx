import { Button } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A seller's two ways to place orders: by hand, or from a CSV file. */
export function NewOrderButtons() {
  const { t } = useTranslation('orders');
  return (
    <>
      <Button
        renderRoot={(props) => <Link {...props} to="/order/new" />}
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        {t('list.create')}
      </Button>
      <Button
        renderRoot={(props) => <Link {...props} to="/order-in-bulk" />}
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
      >
        {t('list.import')}
      </Button>
    </>
  );
}
