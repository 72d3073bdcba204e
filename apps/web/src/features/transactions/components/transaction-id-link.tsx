import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** '#12', linking to the transaction's page, named 'Transaction #12' for screen readers. */
export function TransactionIdLink({ id }: { id: number }) {
  const { t } = useTranslation('transactions');
  return (
    <Anchor
      aria-label={t('openTransaction', { id })}
      renderRoot={(props) => (
        <Link {...props} to="/transaction/$transactionId" params={{ transactionId: String(id) }} />
      )}
    >
      #{id}
    </Anchor>
  );
}
