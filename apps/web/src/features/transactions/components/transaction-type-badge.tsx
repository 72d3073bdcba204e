import { Badge } from '@mantine/core';
import type { TransactionType } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { MINUS_SIGN } from '../signed-amount';

const look = {
  deposit: { color: 'green', sign: '+' },
  withdraw: { color: 'red', sign: MINUS_SIGN },
  payment: { color: 'blue', sign: MINUS_SIGN },
  refund: { color: 'teal', sign: '+' },
} as const satisfies Record<TransactionType, { color: string; sign: string }>;

/** 'Deposit' in green with '+', 'Withdraw' in red with '−' (payment '−', refund '+'); the sign is decoration. */
export function TransactionTypeBadge({ type }: { type: TransactionType }) {
  const { t } = useTranslation('transactions');
  const { color, sign } = look[type];
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      leftSection={
        <span aria-hidden="true" style={{ fontWeight: 700 }}>
          {sign}
        </span>
      }
    >
      {t(`types.${type}`)}
    </Badge>
  );
}
