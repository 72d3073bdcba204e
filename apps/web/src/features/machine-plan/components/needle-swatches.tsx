import { ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A machine's thread colours, one swatch a needle, named for screen readers. */
export function NeedleSwatches({ needles }: { needles: readonly string[] }) {
  const { t } = useTranslation('machinePlan');
  if (needles.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('machines.noNeedles')}
      </Text>
    );
  }
  return (
    <Group
      gap={4}
      wrap="wrap"
      role="img"
      aria-label={t('machines.needlesLabel', { count: needles.length, colors: needles.join(', ') })}
      maw={180}
    >
      {needles.map((color, index) => (
        // Two needles may carry the same colour: the position tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: needles are positions
        <ColorSwatch key={index} color={color} size={16} title={`${index + 1}: ${color}`} />
      ))}
    </Group>
  );
}
