import { Badge } from '@mantine/core';
import type { MachineState } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

const stateColors: Record<MachineState, string> = {
  running: 'green.9',
  idle: 'blue.9',
  maintenance: 'orange.9',
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
