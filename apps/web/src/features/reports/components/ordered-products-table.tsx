import { Table } from '@mantine/core';
import type { OrderedProducts, OrderedProductsGrouping } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
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

/** Units and amounts per group of the chosen dimensions, with the totals as the last row. */
export function OrderedProductsTable({ data, groupBy, loading, error, onRetry, retrying }: Props) {
  const { t } = useTranslation('reports');
  const has = (grouping: OrderedProductsGrouping) => groupBy.includes(grouping);
  const period = has('day') || has('month');
  const dims = [period, has('seller'), has('catalog'), has('color'), has('size')].filter(
    Boolean,
  ).length;
  return (
    <ReportTableFrame
      caption={t('orderedProducts.caption')}
      rowCount={data?.rows.length}
      truncated={data?.truncated}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      empty={t('orderedProducts.empty')}
      head={
        <Table.Tr>
          {period ? <Table.Th>{t('columns.period')}</Table.Th> : null}
          {has('seller') ? <Table.Th>{t('columns.seller')}</Table.Th> : null}
          {has('catalog') ? <Table.Th>{t('columns.catalog')}</Table.Th> : null}
          {has('color') ? <Table.Th>{t('columns.color')}</Table.Th> : null}
          {has('size') ? <Table.Th>{t('columns.size')}</Table.Th> : null}
          <Table.Th ta="right">{t('columns.orders')}</Table.Th>
          <Table.Th ta="right">{t('columns.units')}</Table.Th>
          <Table.Th ta="right">{t('columns.amount')}</Table.Th>
        </Table.Tr>
      }
      body={
        <>
          {(data?.rows ?? []).map((row, index) => (
            // Groups have no id of their own: their position in the sorted answer names them.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced as a whole
            <Table.Tr key={index}>
              {period ? <Table.Td>{row.period}</Table.Td> : null}
              {has('seller') ? (
                <Table.Td>{row.seller ? `${row.seller.name} (#${row.seller.id})` : ''}</Table.Td>
              ) : null}
              {has('catalog') ? <Table.Td>{row.catalog ?? row.catalogId}</Table.Td> : null}
              {has('color') ? <Table.Td>{row.color}</Table.Td> : null}
              {has('size') ? <Table.Td>{row.size}</Table.Td> : null}
              <Table.Td ta="right">{formatNumber(row.orders)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.units)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
          {data && data.rows.length > 0 ? (
            <Table.Tr fw={700}>
              <Table.Th scope="row" colSpan={Math.max(1, dims)}>
                {t('columns.total')}
              </Table.Th>
              <Table.Td ta="right">{formatNumber(data.totals.orders)}</Table.Td>
              <Table.Td ta="right">{formatNumber(data.totals.units)}</Table.Td>
              <Table.Td ta="right">{formatMoney(data.totals.amount)}</Table.Td>
            </Table.Tr>
          ) : null}
        </>
      }
    />
  );
}
