import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  type AdminLiveReport,
  type AdminRangeReport,
  type Factory,
  factories,
  type ManagerReport,
  type OrderStatus,
} from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { rangeDays, zeroFilled } from '../../../components/charts/time-axis';
import { SectionLoader } from '../../../components/ui/section-loader';
import { formatMoney } from '../../../lib/format';
import { useAdminLiveReport } from '../api/get-admin-live-report';
import { useAdminRangeReport } from '../api/get-admin-range-report';
import { useManagerReport } from '../api/get-manager-report';
import { paidUnpaidPerDay, perDayByFactory, statusRows } from '../chart-data';
import { dashboardQueryOf } from '../dashboard-range';
import { RangeSelect, useDashboardRange } from './range-select';
import { WaitingList } from './waiting-list';

const FACTORY_COLORS = { vn1: 'red.6', eu1: 'blue.6' } as const;

/** Orders or revenue per day (or month) and factory, every bucket of the range on the axis. */
function perBucketByFactory(
  report: Pick<AdminRangeReport, 'from' | 'to' | 'bucket'> & {
    perDay: readonly ({ day: string; factory: Factory } & Partial<
      Record<'orders' | 'revenue', number>
    >)[];
  },
  field: 'orders' | 'revenue',
) {
  const { first, last } = rangeDays(report);
  return zeroFilled(
    perDayByFactory(report.perDay, field, factories),
    first,
    last,
    report.bucket,
    (day) => Object.assign({ day }, ...factories.map((factory) => ({ [factory]: 0 }))),
  );
}

/** Paid and unpaid orders per day (or month), every bucket of the range on the axis. */
function paidUnpaidPerBucket(report: Pick<AdminRangeReport, 'perDay' | 'from' | 'to' | 'bucket'>) {
  const { first, last } = rangeDays(report);
  return zeroFilled(paidUnpaidPerDay(report.perDay), first, last, report.bucket, (day) => ({
    day,
    paid: 0,
    unpaid: 0,
  }));
}

function useFactorySeries() {
  const { t } = useTranslation('orders');
  return factories.map((factory) => ({
    name: factory,
    label: t(`factories.${factory}`),
    color: FACTORY_COLORS[factory],
  }));
}

function ProductionCounts({ rows }: { rows: AdminLiveReport['productionStatus'] }) {
  const { t } = useTranslation(['dashboards', 'orders', 'common']);
  return (
    <ChartFigure
      title={t('dashboards:admin.production')}
      kind="bar"
      data={rows.map((row) => ({
        status: t(
          `orders:productionStatuses.${row.productionStatus}` as 'orders:productionStatuses.0',
        ),
        orders: row.orders,
      }))}
      dataKey="status"
      dataKeyLabel={t('dashboards:seller.status')}
      series={[{ name: 'orders', label: t('dashboards:admin.orders'), color: 'indigo.6' }]}
    />
  );
}

function TopSellers({
  rows,
  money,
}: {
  rows: { userId: number; name: string; orders: number; revenue?: number }[];
  money: boolean;
}) {
  const { t } = useTranslation('dashboards');
  return (
    <Card component="section" aria-labelledby="top-sellers-title">
      <Title order={3} size="h5" id="top-sellers-title" mb="xs">
        {t('admin.topSellers')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.noSellers')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.seller')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('admin.orders')}
              </Table.Th>
              {money && (
                <Table.Th scope="col" ta="right">
                  {t('admin.revenue')}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.userId}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{row.orders}</Table.Td>
                {money && <Table.Td ta="right">{formatMoney(row.revenue ?? 0)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function Totals({ report }: { report: AdminRangeReport }) {
  const { t } = useTranslation('dashboards');
  const items = [
    [t('admin.orders'), String(report.totals.orders)],
    [t('admin.paidOrders'), String(report.totals.paidOrders)],
    [t('admin.unpaidOrders'), String(report.totals.unpaidOrders)],
    [t('admin.revenue'), formatMoney(report.totals.revenue)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {items.map(([label, value]) => (
        <Card key={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {/* Smaller on a phone, and free to wrap: a large amount never runs out of its card. */}
          <Text fz={{ base: 20, sm: 24 }} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function AdminWaiting({ live }: { live: AdminLiveReport }) {
  const { t } = useTranslation('dashboards');
  const pending = (type: 'deposit' | 'withdraw') =>
    live.pendingTransactions.find((row) => row.type === type) ?? { count: 0, amount: 0 };
  const deposits = pending('deposit');
  const withdrawals = pending('withdraw');
  return (
    <Card component="section" aria-labelledby="admin-waiting-title">
      <Title order={3} size="h5" id="admin-waiting-title" mb="xs">
        {t('admin.waiting')}
      </Title>
      <WaitingList
        entries={[
          {
            key: 'deposits',
            count: deposits.count,
            text: t('waiting.deposits', {
              count: deposits.count,
              amount: formatMoney(deposits.amount),
            }),
            link: (text) => (
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/transaction"
                    search={{ type: 'deposit', status: 'pending' }}
                  />
                )}
              >
                {text}
              </Anchor>
            ),
          },
          {
            key: 'withdrawals',
            count: withdrawals.count,
            text: t('waiting.withdrawals', {
              count: withdrawals.count,
              amount: formatMoney(withdrawals.amount),
            }),
            link: (text) => (
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/transaction"
                    search={{ type: 'withdraw', status: 'pending' }}
                  />
                )}
              >
                {text}
              </Anchor>
            ),
          },
          {
            key: 'unverified',
            count: live.unverifiedAddresses,
            text: t('waiting.unverifiedAddresses', { count: live.unverifiedAddresses }),
            link: (text) => (
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/order" search={{ addressVerified: false }} />
                )}
              >
                {text}
              </Anchor>
            ),
          },
          {
            key: 'cancel',
            count: live.cancelRequests,
            text: t('waiting.cancelRequests', { count: live.cancelRequests }),
            link: (text) => (
              <Anchor renderRoot={(props) => <Link {...props} to="/order" />}>{text}</Anchor>
            ),
          },
          {
            key: 'update',
            count: live.updateRequests,
            text: t('waiting.updateRequests', { count: live.updateRequests }),
            link: (text) => (
              <Anchor renderRoot={(props) => <Link {...props} to="/order" />}>{text}</Anchor>
            ),
          },
          {
            key: 'digitize',
            count: live.stitchOutsToDigitize,
            text: t('waiting.toDigitize', { count: live.stitchOutsToDigitize }),
            link: (text) => (
              <Anchor renderRoot={(props) => <Link {...props} to="/design-assign" />}>
                {text}
              </Anchor>
            ),
          },
        ]}
      />
    </Card>
  );
}

function RangeHeader({
  title,
  range,
  setRange,
}: {
  title: string;
  range: Parameters<typeof dashboardQueryOf>[0];
  setRange: (r: Parameters<typeof dashboardQueryOf>[0]) => void;
}) {
  return (
    <Group justify="space-between" align="end">
      <Title order={2} size="h3" id="business-overview-title">
        {title}
      </Title>
      <RangeSelect value={range} onChange={setRange} />
    </Group>
  );
}

/** The admin's /dashboard: orders and revenue by day and factory, what waits, top sellers. */
export function AdminOverview() {
  const { t } = useTranslation(['dashboards', 'orders', 'common']);
  const [range, setRange] = useDashboardRange();
  const report = useAdminRangeReport(dashboardQueryOf(range));
  const live = useAdminLiveReport();
  const series = useFactorySeries();
  const data = report.data;
  const dayLabel = data?.bucket === 'month' ? t('common:chart.month') : t('common:chart.day');
  return (
    <Stack gap="md" component="section" aria-labelledby="business-overview-title">
      <RangeHeader title={t('dashboards:admin.title')} range={range} setRange={setRange} />
      {report.isPending ? (
        <SectionLoader label={t('dashboards:loading')} />
      ) : !data ? (
        <Text c="red">{t('dashboards:admin.loadFailed')}</Text>
      ) : (
        <>
          <Totals report={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ChartFigure
              title={t(`dashboards:admin.revenuePer.${data.bucket}`)}
              kind="stacked-bar"
              data={perBucketByFactory(data, 'revenue')}
              dataKey="day"
              dataKeyLabel={dayLabel}
              series={series}
              format={formatMoney}
            />
            <ChartFigure
              title={t(`dashboards:admin.ordersPer.${data.bucket}`)}
              kind="stacked-bar"
              data={perBucketByFactory(data, 'orders')}
              dataKey="day"
              dataKeyLabel={dayLabel}
              series={series}
            />
            <ChartFigure
              title={t(`dashboards:admin.paidVsUnpaid.${data.bucket}`)}
              kind="stacked-bar"
              data={paidUnpaidPerBucket(data)}
              dataKey="day"
              dataKeyLabel={dayLabel}
              series={[
                { name: 'paid', label: t('dashboards:admin.paid'), color: 'teal.6' },
                { name: 'unpaid', label: t('dashboards:admin.unpaid'), color: 'orange.6' },
              ]}
            />
            <TopSellers rows={data.topSellers} money />
          </SimpleGrid>
        </>
      )}
      {live.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <AdminWaiting live={live.data} />
          <ProductionCounts rows={live.data.productionStatus} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The manager's report: orders by day, factory and status, production, top sellers; no money. */
export function ManagerOverview() {
  const { t } = useTranslation(['dashboards', 'orders', 'common']);
  const [range, setRange] = useDashboardRange();
  const report = useManagerReport(dashboardQueryOf(range));
  const series = useFactorySeries();
  const data: ManagerReport | undefined = report.data;
  const dayLabel = data?.bucket === 'month' ? t('common:chart.month') : t('common:chart.day');
  const statusLabel = (status: OrderStatus) => t(`orders:statuses.${status}`);
  return (
    <Stack gap="md" component="section" aria-labelledby="business-overview-title">
      <RangeHeader title={t('dashboards:admin.title')} range={range} setRange={setRange} />
      {report.isPending ? (
        <SectionLoader label={t('dashboards:loading')} />
      ) : !data ? (
        <Text c="red">{t('dashboards:admin.loadFailed')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ChartFigure
            title={t(`dashboards:admin.ordersPer.${data.bucket}`)}
            kind="stacked-bar"
            data={perBucketByFactory(data, 'orders')}
            dataKey="day"
            dataKeyLabel={dayLabel}
            series={series}
          />
          <ChartFigure
            title={t('dashboards:seller.ordersByStatus')}
            kind="bar"
            data={statusRows(data.ordersByStatus, statusLabel)}
            dataKey="status"
            dataKeyLabel={t('dashboards:seller.status')}
            series={[{ name: 'orders', label: t('dashboards:admin.orders'), color: 'blue.6' }]}
          />
          <ProductionCounts rows={data.productionStatus} />
          <TopSellers rows={data.topSellers} money={false} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
