import { Alert, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';
import type { OrderCostState } from './use-order-cost';

function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The live cost beside the form: each priced item, items, shipping, tax, discount and total;
 * whether it is the exact total for the address or an estimate of the rows; 'calculate provision
 * order fail!' when the server could not price it. `rowCount` is the number of rows of the form.
 */
export function OrderCostSummary({
  state,
  rowCount,
  children,
}: {
  state: OrderCostState;
  rowCount: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orderForm');
  const { priced } = state;
  const unpriced = priced ? rowCount - priced.request.rows.length : rowCount;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="order-cost-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="order-cost-title">
            {t('cost.title')}
          </Title>
          {state.calculating && (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="xs" c="dimmed">
                {t('cost.calculating')}
              </Text>
            </Group>
          )}
        </Group>
        {state.failed && (
          <Alert color="red" variant="light" role="alert">
            {t('messages.provisionalFailed')}
          </Alert>
        )}
        {!state.priceable && (
          <Text size="sm" c="dimmed">
            {t('cost.waiting')}
          </Text>
        )}
        {state.priceable && priced && (
          <Stack gap={6} data-testid="order-cost" aria-live="polite" aria-atomic="true">
            {priced.cost.orderItems.map((item) => {
              const row = priced.request.rows[item.index] ?? item.index;
              return (
                <Line
                  key={`${row}-${item.index}`}
                  label={t('cost.line', {
                    number: row + 1,
                    quantity: item.quantity,
                    unit: formatMoney(item.unitPrice),
                  })}
                  value={formatMoney(item.amount)}
                />
              );
            })}
            <Divider />
            <Line label={t('cost.itemsTotal')} value={formatMoney(priced.cost.itemsTotal)} />
            <Line
              label={t('cost.shipping')}
              value={formatMoney(priced.cost.shippingFee)}
              testId="order-shipping"
            />
            <Line label={t('cost.tax')} value={formatMoney(priced.cost.tax)} />
            {priced.cost.discount > 0 && (
              <Line label={t('cost.discount')} value={formatMoney(-priced.cost.discount)} />
            )}
            <Divider />
            <Line
              label={t('cost.total')}
              value={formatMoney(priced.cost.total)}
              strong
              testId="order-total"
            />
            <Text
              size="xs"
              c="dimmed"
              data-testid="order-cost-kind"
              data-kind={priced.request.kind}
            >
              {priced.request.kind === 'provisional' ? t('cost.exact') : t('cost.estimate')}
            </Text>
            {unpriced > 0 && (
              <Text size="xs" c="orange.8">
                {t('cost.notPriced', { count: unpriced })}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Stack>
    </Card>
  );
}
