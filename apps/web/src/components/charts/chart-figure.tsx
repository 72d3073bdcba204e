import { Button, Card, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartKind, ChartSeries } from './chart-drawing';

const ChartDrawing = lazy(() =>
  import('./chart-drawing').then((module) => ({ default: module.ChartDrawing })),
);

export type ChartColumn = { key: string; label: string; format?: (value: number) => string };

/**
 * A titled chart (the dashboards', the reports') with the same numbers as a table: hidden but read by screen readers, or shown
 * instead of the chart with "Show as table".
 */
export function ChartFigure({
  title,
  kind,
  data,
  dataKey,
  dataKeyLabel,
  series,
  format,
}: {
  title: string;
  kind: ChartKind;
  data: Record<string, string | number>[];
  dataKey: string;
  dataKeyLabel: string;
  series: ChartSeries[];
  format?: (value: number) => string;
}) {
  const { t } = useTranslation('common');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const table = (
    <Table striped withTableBorder={asTable} aria-labelledby={titleId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{dataKeyLabel}</Table.Th>
          {series.map((s) => (
            <Table.Th scope="col" key={s.name} ta="right">
              {s.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((row) => (
          <Table.Tr key={String(row[dataKey])}>
            <Table.Th scope="row" fw={400}>
              {row[dataKey]}
            </Table.Th>
            {series.map((s) => {
              const value = Number(row[s.name] ?? 0);
              return (
                <Table.Td key={s.name} ta="right">
                  {format ? format(value) : value}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Card component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={titleId} component="figcaption">
          {title}
        </Title>
        {data.length > 0 && (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-pressed={asTable}
            leftSection={
              asTable ? <IconChartBar size={14} aria-hidden /> : <IconTable size={14} aria-hidden />
            }
            onClick={() => setAsTable((value) => !value)}
          >
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        )}
      </Group>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('chart.empty')}
        </Text>
      ) : asTable ? (
        table
      ) : (
        <>
          {/* The drawing is for the eye and the mouse (tooltips); its numbers are in the table below,
              so it is hidden from screen readers and holds no tab stop (dashboard-charts.tsx). */}
          <div aria-hidden>
            <Suspense fallback={<Loader size="sm" aria-label={t('chart.loading')} />}>
              <ChartDrawing
                kind={kind}
                data={data}
                dataKey={dataKey}
                series={series}
                valueFormatter={format}
              />
            </Suspense>
          </div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Card>
  );
}
