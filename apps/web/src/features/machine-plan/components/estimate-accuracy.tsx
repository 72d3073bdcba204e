import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Plan } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { formatNumber } from '../../../lib/format';
import { useDurationText } from '../use-duration-text';

/** The difference of the real time from the estimate, in whole percent ('+12 %', '−5 %'). */
export function differencePercent(estimated: number, actual: number): number | null {
  if (estimated <= 0) return null;
  return Math.round((actual / estimated - 1) * 100);
}

/**
 * Per machine, the estimate of its finished runs beside the time they really took, so the factory
 * can correct its settings.
 */
export function EstimateAccuracy({ plan }: { plan: Plan }) {
  const { t } = useTranslation('machinePlan');
  const duration = useDurationText();
  const names = new Map(plan.machines.map((lane) => [lane.machine.id, lane.machine.name]));
  const rows = plan.accuracy.filter((row) => row.finishedRuns > 0);
  return (
    <Stack gap="xs" component="section" aria-labelledby="accuracy-title">
      <Title order={2} size="h4" id="accuracy-title">
        {t('accuracy.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('accuracy.description')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('accuracy.none')}
        </Text>
      ) : (
        <ScrollTable label={t('accuracy.tableLabel')} minWidth={520}>
          <Table striped>
            <VisuallyHidden component="caption">{t('accuracy.tableLabel')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('accuracy.columns.machine')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('accuracy.columns.runs')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('accuracy.columns.estimated')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('accuracy.columns.actual')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('accuracy.columns.difference')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const difference = differencePercent(row.estimatedSeconds, row.actualSeconds);
                return (
                  <Table.Tr key={row.machineId}>
                    <Table.Th scope="row">
                      {names.get(row.machineId) ?? t('accuracy.removedMachine')}
                    </Table.Th>
                    <Table.Td ta="right">{formatNumber(row.finishedRuns)}</Table.Td>
                    <Table.Td ta="right">{duration(row.estimatedSeconds)}</Table.Td>
                    <Table.Td ta="right">{duration(row.actualSeconds)}</Table.Td>
                    <Table.Td ta="right">
                      {difference === null
                        ? '—'
                        : t('accuracy.differenceValue', {
                            sign: difference > 0 ? '+' : difference < 0 ? '−' : '',
                            value: formatNumber(Math.abs(difference)),
                          })}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
