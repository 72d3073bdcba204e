import { Badge } from '@mantine/core';
import type { MachineState } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

/** Dark enough for white text above 4.5:1 (Mantine's green and orange 9 are not). */
const stateColors: Record<MachineState, string> = {
  running: '#237032',
  idle: '#1864ab',
  maintenance: '#a93d00',
};

/** Running, idle or down for maintenance, in colours that keep their contrast. */
export function MachineStateBadge({ state }: { state: MachineState }) {
  const { t } = useTranslation('machinePlan');
  return (
    <Badge color={stateColors[state]} variant="filled" radius="sm">
      {t(`machines.states.${state}`)}
    </Badge>
  );
}
