import { Badge, Loader, Tooltip } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownCreditQueryOptions, useCurrentUser } from '../../../lib/current-user';
import { formatMoney } from '../../../lib/format';

/** The seller's credit balance in the top bar ($1,234.50). */
export function CreditBalance() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const credit = useQuery({ ...ownCreditQueryOptions(), enabled: user.role === 'seller' });
  if (user.role !== 'seller') return null;
  if (credit.isPending) return <Loader size="xs" aria-label={t('credit.loading')} />;
  if (credit.isError) {
    return (
      <Tooltip label={t('credit.unavailable')}>
        <Badge variant="light" color="gray" size="lg" leftSection={<IconWallet size={14} />}>
          {t('credit.label')}: {formatMoney(null)}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge
      variant="light"
      size="lg"
      leftSection={<IconWallet size={14} aria-hidden />}
      aria-label={t('credit.aria', { amount: formatMoney(credit.data) })}
      data-testid="credit-balance"
      tt="none"
      // The amount is never cut ('250,00 US$' is wider than '$250.00'): the badge keeps its width.
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {formatMoney(credit.data)}
    </Badge>
  );
}
