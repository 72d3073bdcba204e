import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';

export type ChartSeries = { name: string; label: string; color: string };
export type ChartKind = 'bar' | 'stacked-bar' | 'area' | 'line';

/**
 * The dashboards' charts (@mantine/charts, loaded with this module only). Every value axis starts
 * at zero (spec 03 §9), so bars and lines are never exaggerated.
 */
export function DashboardChart({
  kind,
  data,
  dataKey,
  series,
  valueFormatter,
}: {
  kind: ChartKind;
  data: Record<string, string | number>[];
  dataKey: string;
  series: ChartSeries[];
  valueFormatter?: (value: number) => string;
}) {
  const common = {
    h: 240,
    data,
    dataKey,
    series,
    valueFormatter,
    withLegend: series.length > 1,
    yAxisProps: { domain: [0, 'auto'] as [number, string], allowDecimals: false },
    tickLine: 'y' as const,
  };
  if (kind === 'area') return <AreaChart {...common} curveType="monotone" />;
  if (kind === 'line') return <LineChart {...common} curveType="stepAfter" />;
  return <BarChart {...common} type={kind === 'stacked-bar' ? 'stacked' : 'default'} />;
}
