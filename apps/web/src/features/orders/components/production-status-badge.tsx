import { Badge, type MantineColor } from '@mantine/core';
import { productionStatusValues } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { readableBadge } from './readable-badge';

const colors: MantineColor[] = ['violet', 'blue', 'cyan', 'green', 'red'];

/** The floor's progress (spec 01 §3): 0 On-design … 4 On hold; nothing before the order is paid. */
export function ProductionStatusBadge({ value }: { value: number | null }) {
  const { t } = useTranslation('orders');
  if (value === null || !(productionStatusValues as readonly number[]).includes(value)) return null;
  return (
    <Badge {...readableBadge(colors[value] ?? 'gray')} variant="outline" radius="sm">
      {t(`productionStatuses.${value}` as 'productionStatuses.0')}
    </Badge>
  );
}
