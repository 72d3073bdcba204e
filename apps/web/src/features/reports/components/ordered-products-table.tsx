import { Text } from '@mantine/core';
import type {
  OrderedProducts,
  OrderedProductsGrouping,
  OrderedProductsRow,
} from '@stitchworks/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatMoney, formatNumber } from '../../../lib/format';
import { ReportTableFrame } from './report-table-frame';

type Props = {
  data: OrderedProducts | undefined;
  groupBy: OrderedProductsGrouping[];
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
};

/** A group of the answer, or the totals shown as the last row. */
type Line = OrderedProductsRow & { id: string; total: boolean };

/** Groups have no id of their own: the values of their grouped dimensions name them. */
function groupId(row: OrderedProductsRow): string {
  return `group:${[row.period, row.seller?.id, row.catalogId, row.color, row.size].join('|')}`;
}

function linesOf(data: OrderedProducts | undefined): Line[] | undefined {
  if (!data) return undefined;
  const lines = data.rows.map((row) => ({ ...row, id: groupId(row), total: false }));
  if (lines.length === 0) return lines;
  const totals: Line = {
    id: 'total',
    total: true,
    period: null,
    seller: null,
    catalogId: null,
    catalog: null,
    color: null,
    size: null,
    ...data.totals,
  };
  return [...lines, totals];
}

/** The totals row in bold, as its own header cell was before. */
function strong(line: Line, value: ReactNode): ReactNode {
  return line.total ? (
    <Text span inherit fw={700}>
      {value}
    </Text>
  ) : (
    value
  );
}

/** Units and amounts per group of the chosen dimensions, with the totals as the last row. */
export function OrderedProductsTable({ data, groupBy, loading, error, onRetry, retrying }: Props) {
  const { t } = useTranslation('reports');
  const columns = useMemo<DataTableColumn<Line>[]>(() => {
    const has = (grouping: OrderedProductsGrouping) => groupBy.includes(grouping);
    const dimensions: (DataTableColumn<Line> | null)[] = [
      has('day') || has('month')
        ? { id: 'period', header: t('columns.period'), nowrap: true, cell: (line) => line.period }
        : null,
      has('seller')
        ? {
            id: 'seller',
            header: t('columns.seller'),
            cell: (line) => (line.seller ? `${line.seller.name} (#${line.seller.id})` : ''),
          }
        : null,
      has('catalog')
        ? {
            id: 'catalog',
            header: t('columns.catalog'),
            cell: (line) => line.catalog ?? line.catalogId,
          }
        : null,
      has('color') ? { id: 'color', header: t('columns.color'), cell: (line) => line.color } : null,
      has('size') ? { id: 'size', header: t('columns.size'), cell: (line) => line.size } : null,
    ];
    const shown = dimensions.filter((column): column is DataTableColumn<Line> => column !== null);
    // The first grouped dimension names the row (and the card on a phone); the totals row puts
    // its "Total" there.
    const [first, ...rest] = shown;
    const named: DataTableColumn<Line>[] = first
      ? [
          {
            ...first,
            hideable: false,
            card: 'title',
            cell: (line) => (line.total ? strong(line, t('columns.total')) : first.cell(line)),
          },
          ...rest,
        ]
      : [];
    return [
      ...named,
      {
        id: 'orders',
        header: t('columns.orders'),
        align: 'right',
        nowrap: true,
        cell: (line) => strong(line, formatNumber(line.orders)),
      },
      {
        id: 'units',
        header: t('columns.units'),
        align: 'right',
        nowrap: true,
        cell: (line) => strong(line, formatNumber(line.units)),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        align: 'right',
        nowrap: true,
        cell: (line) => strong(line, formatMoney(line.amount)),
      },
    ];
  }, [t, groupBy]);
  const lines = useMemo(() => linesOf(data), [data]);
  return (
    <ReportTableFrame
      tableId="ordered-products"
      caption={t('orderedProducts.caption')}
      columns={columns}
      rows={lines}
      getRowId={(line) => line.id}
      truncated={data?.truncated}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      empty={t('orderedProducts.empty')}
    />
  );
}
