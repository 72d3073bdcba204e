import { Button, DataList, Group, Text } from '@mantine/core';
import type { Transaction } from '@stitchworks/shared';
import { IconBrandPaypal, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SandboxCard } from '../../../components/ui/sandbox-card';
import { formatMoney } from '../../../lib/format';

const HEADING_ID = 'sandbox-wallet-title';

type Props = {
  transaction: Transaction;
  onPay: () => void;
  onCancel: () => void;
  /** The cancel call is under way. */
  cancelling: boolean;
};

/**
 * The built-in sandbox wallet's approval step (no wallet credentials configured): the payer pays
 * or cancels the top-up here instead of on PayPal. No real money moves.
 */
export function SandboxWalletCard({ transaction, onPay, onCancel, cancelling }: Props) {
  const { t } = useTranslation('transactions');
  const amount = formatMoney(transaction.amount);
  return (
    <SandboxCard
      headingId={HEADING_ID}
      icon={<IconBrandPaypal size={22} aria-hidden />}
      title={t('approve.sandboxTitle')}
      badge={t('topUp.sandbox')}
    >
      <Text size="sm">{t('approve.sandboxDescription')}</Text>
      <DataList labelWidth={120}>
        <DataList.Item>
          <DataList.ItemLabel>{t('approve.amount')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text span fw={700} fz="lg">
              {amount}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Group gap="sm">
        <Button
          leftSection={<IconBrandPaypal size={16} aria-hidden />}
          onClick={onPay}
          disabled={cancelling}
        >
          {t('approve.pay', { amount })}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onCancel}
          loading={cancelling}
        >
          {t('approve.cancel')}
        </Button>
      </Group>
    </SandboxCard>
  );
}
