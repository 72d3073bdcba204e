import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { type ProductionUnit, productionSteps } from '@stitchworks/shared';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** A unit's three steps, each with a tick (its time on hover and for screen readers) or a circle. */
export function UnitSteps({ unit }: { unit: ProductionUnit }) {
  const { t } = useTranslation('production');
  return (
    <Group gap={12} wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {productionSteps.map((step) => {
        const at = unit[step];
        const label = t(`steps.${step}`);
        const status = at
          ? t('units.stepDone', { step: label, date: formatDateTime(at) })
          : t('units.stepNotDone', { step: label });
        return (
          <Group key={step} component="li" gap={4} wrap="nowrap" title={status}>
            <ThemeIcon
              size={20}
              radius="xl"
              variant={at ? 'filled' : 'light'}
              color={at ? 'green.8' : 'gray'}
              aria-hidden
            >
              {at ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
            </ThemeIcon>
            <Text size="sm" c={at ? undefined : 'dimmed'} aria-hidden>
              {label}
            </Text>
            <VisuallyHidden>{status}</VisuallyHidden>
          </Group>
        );
      })}
    </Group>
  );
}
