import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { productionStatusValues } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

/** Colours with readable text on their light tint (WCAG AA). */
const looks: { color: MantineColor; c: string }[] = [
  { color: 'violet', c: 'violet.9' },
  { color: 'blue', c: 'blue.9' },
  { color: 'cyan', c: 'cyan.9' },
  { color: 'green', c: '#22713a' },
  { color: 'red', c: 'red.9' },
];

/** 0 On-design … 4 On hold; nothing before the order is paid. */
export function ProductionStatusBadge({
  value,
  size = 'md',
}: {
  value: number | null;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('production');
  if (value === null || !(productionStatusValues as readonly number[]).includes(value)) return null;
  return (
    <Badge {...looks[value]} variant="light" radius="sm" size={size}>
      {t(`productionStatuses.${value}` as 'productionStatuses.0')}
    </Badge>
  );
}
