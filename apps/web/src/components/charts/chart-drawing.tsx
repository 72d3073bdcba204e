import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';

export type ChartSeries = { name: string; label: string; color: string };
export type ChartKind = 'bar' | 'stacked-bar' | 'area' | 'line';

/**
 * The app's charts (@mantine/charts, loaded with this module only). Every value axis starts
 * at zero (spec 03 §9), so bars and lines are never exaggerated. Hovering shows a bucket's values;
 * the keyboard and screen readers get the same numbers from the figure's table, so the drawing has
 * no tab stop of its own (recharts' accessibility layer off).
 */
export function ChartDrawing({
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
    withTooltip: true,
  };
  const chartProps = { accessibilityLayer: false };
  if (kind === 'area') {
    return <AreaChart {...common} curveType="monotone" areaChartProps={chartProps} />;
  }
  if (kind === 'line') {
    return <LineChart {...common} curveType="stepAfter" lineChartProps={chartProps} />;
  }
  return (
    <BarChart
      {...common}
      type={kind === 'stacked-bar' ? 'stacked' : 'default'}
      barChartProps={chartProps}
    />
  );
}
