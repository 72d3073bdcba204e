import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrderStatus, SellerDashboard } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { bangkokDayOf, zeroFilled } from '../../../components/charts/time-axis';
import { SectionLoader } from '../../../components/ui/section-loader';
import { useErrorToast } from '../../../components/ui/use-error-toast';
import { formatMoney } from '../../../lib/format';
import { useSellerDashboard } from '../api/get-seller-dashboard';
import { creditRows, statusRows } from '../chart-data';
import { dashboardQueryOf } from '../dashboard-range';
import { RangeSelect, useDashboardRange } from './range-select';
import { WaitingList } from './waiting-list';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function Waiting({ waiting }: { waiting: SellerDashboard['waiting'] }) {
  const { t } = useTranslation('dashboards');
  const first = waiting.firstStitchOut;
  return (
    <WaitingList
      entries={[
        {
          key: 'unpaid',
          count: waiting.unpaidOrders,
          text: t('waiting.unpaidOrders', { count: waiting.unpaidOrders }),
          link: (text) => (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/order" search={{ status: 'created' }} />}
            >
              {text}
            </Anchor>
          ),
        },
        {
          key: 'unverified',
          count: waiting.unverifiedAddresses,
          text: t('waiting.unverifiedAddresses', { count: waiting.unverifiedAddresses }),
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
          key: 'stitch-outs',
          count: waiting.stitchOutsToApprove,
          text: t('waiting.stitchOuts', { count: waiting.stitchOutsToApprove }),
          link: (text) =>
            first ? (
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/order/$orderId/$orderItemId"
                    params={{ orderId: String(first.orderId), orderItemId: String(first.itemId) }}
                  />
                )}
              >
                {text}
              </Anchor>
            ) : (
              text
            ),
        },
        {
          key: 'on-hold',
          count: waiting.onHold,
          text: t('waiting.onHold', { count: waiting.onHold }),
          link: (text) => (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/order" search={{ productionStatus: 4 }} />
              )}
            >
              {text}
            </Anchor>
          ),
        },
      ]}
    />
  );
}

/** The seller's home overview: numbers of the chosen range, three charts and what waits. */
export function SellerOverview() {
  const { t } = useTranslation(['dashboards', 'orders', 'common']);
  const [range, setRange] = useDashboardRange();
  const overview = useSellerDashboard(dashboardQueryOf(range));
  useErrorToast(overview.isError, t('dashboards:seller.loadFailed'));
  const data = overview.data;

  const statusLabel = (status: OrderStatus) => t(`orders:statuses.${status}`);
  const dayLabel = data?.bucket === 'month' ? t('common:chart.month') : t('common:chart.day');
  const lastDay = data ? (bangkokDayOf(data.to) ?? data.spendPerDay.at(-1)?.day ?? null) : null;

  return (
    <Stack gap="md" component="section" aria-labelledby="seller-overview-title">
      <Group justify="space-between" align="end">
        <Title order={2} size="h3" id="seller-overview-title">
          {t('dashboards:seller.title')}
        </Title>
        <RangeSelect value={range} onChange={setRange} />
      </Group>
      {overview.isPending ? (
        <SectionLoader label={t('dashboards:loading')} />
      ) : !data ? (
        <Text c="red">{t('dashboards:seller.loadFailed')}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stat
              label={t('dashboards:seller.ordersInRange')}
              value={String(data.ordersByStatus.reduce((n, row) => n + row.orders, 0))}
              testId="overview-orders"
            />
            <Stat
              label={t('dashboards:seller.spentInRange')}
              value={formatMoney(data.spendPerDay.reduce((n, row) => n + row.amount, 0))}
              testId="overview-spent"
            />
            <Stat
              label={t('dashboards:seller.credit')}
              value={formatMoney(data.credit.current)}
              testId="overview-credit"
            />
          </SimpleGrid>
          <Card component="section" aria-labelledby="waiting-title">
            <Title order={3} size="h5" id="waiting-title" mb="xs">
              {t('dashboards:waiting.title')}
            </Title>
            <Waiting waiting={data.waiting} />
          </Card>
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <ChartFigure
              title={t('dashboards:seller.ordersByStatus')}
              kind="bar"
              data={statusRows(data.ordersByStatus, statusLabel)}
              dataKey="status"
              dataKeyLabel={t('dashboards:seller.status')}
              series={[{ name: 'orders', label: t('dashboards:seller.orders'), color: 'blue.6' }]}
            />
            <ChartFigure
              title={t(`dashboards:seller.spendPer.${data.bucket}`)}
              kind="area"
              data={zeroFilled(
                data.spendPerDay,
                bangkokDayOf(data.from),
                lastDay,
                data.bucket,
                (day) => ({ day, amount: 0, orders: 0 }),
              )}
              dataKey="day"
              dataKeyLabel={dayLabel}
              series={[{ name: 'amount', label: t('dashboards:seller.amount'), color: 'teal.6' }]}
              format={formatMoney}
            />
            <ChartFigure
              title={t('dashboards:seller.creditOverTime')}
              kind="line"
              data={creditRows(data.credit, bangkokDayOf(data.from), lastDay, data.bucket)}
              dataKey="day"
              dataKeyLabel={dayLabel}
              series={[
                { name: 'balance', label: t('dashboards:seller.balance'), color: 'grape.6' },
              ]}
              format={formatMoney}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
