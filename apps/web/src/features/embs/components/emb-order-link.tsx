import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { missingValue } from '../../../lib/format';

/** "#1042" linking to the order page. */
export function EmbOrderLink({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('embs');
  if (orderId === null) return <Text size="sm">{missingValue()}</Text>;
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/order/$orderId" params={{ orderId: String(orderId) }} />
      )}
      size="sm"
      fw={600}
      aria-label={t('list.orderLink', { id: orderId })}
    >
      #{orderId}
    </Anchor>
  );
}
