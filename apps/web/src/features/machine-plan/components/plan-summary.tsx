import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '@stitchworks/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInAppZone, formatNumber } from '../../../lib/format';
import { planFigures } from '../plan-figures';
import { savingPercent } from '../plan-timeline-geometry';
import { useDurationText } from '../use-duration-text';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text fw={700} size="xl">
          {value}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The plan at a glance: units and runs to sew, how long (against first come, first served), when
 * the last machine ends, what waits outside the plan; and the Re-plan button.
 */
export function PlanSummary({
  plan,
  onReplan,
  replanning,
}: {
  plan: Plan;
  onReplan: () => void;
  replanning: boolean;
}) {
  const { t } = useTranslation('machinePlan');
  const duration = useDurationText();
  const figures = planFigures(plan);
  const saving = savingPercent(plan.makespanSeconds, plan.fcfsMakespanSeconds);

  return (
    <Stack gap="sm" component="section" aria-labelledby="plan-summary-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="plan-summary-title">
            {t('summary.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('summary.plannedAt', { time: formatInAppZone(plan.plannedAt, 'HH:mm') })}
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onReplan}
          loading={replanning}
        >
          {t('summary.replan')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure
          label={t('summary.units')}
          value={formatNumber(figures.units)}
          hint={t('summary.runs', { count: figures.runs, started: figures.started })}
        />
        <Figure
          label={t('summary.makespan')}
          value={duration(plan.makespanSeconds)}
          hint={
            plan.fcfsMakespanSeconds > 0
              ? saving >= 0
                ? t('summary.fcfs', { duration: duration(plan.fcfsMakespanSeconds), saving })
                : t('summary.fcfsLonger', {
                    duration: duration(plan.fcfsMakespanSeconds),
                    longer: -saving,
                  })
              : undefined
          }
        />
        <Figure
          label={t('summary.estimatedEnd')}
          value={
            figures.estimatedEndMs === null
              ? t('summary.nothingToSew')
              : formatInAppZone(figures.estimatedEndMs, 'HH:mm')
          }
          hint={
            figures.estimatedEndMs === null
              ? undefined
              : formatInAppZone(figures.estimatedEndMs, 'DD/MM')
          }
        />
        <Figure
          label={t('summary.unplaced')}
          value={formatNumber(plan.unplaced.length)}
          hint={t('summary.unplacedHint')}
        />
        <Figure
          label={t('summary.waitingOutside')}
          value={formatNumber(plan.waitingOutsidePlan)}
          hint={t('summary.waitingOutsideHint')}
        />
      </SimpleGrid>
    </Stack>
  );
}
