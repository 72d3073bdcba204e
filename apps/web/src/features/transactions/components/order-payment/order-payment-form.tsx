import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderPaymentMethod, PayableOrders } from '@stitchworks/shared';
import { IconAlertCircle, IconBrandPaypal, IconWallet } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { SectionLoader } from '../../../../components/ui/section-loader';
import { formatMoney } from '../../../../lib/format';
import { translateServerText } from '../../../../lib/server-messages';
import { usePayableOrders, usePayOrders } from '../../api/pay-orders';
import { orderPaymentError } from './order-payment-message';

/** Cents of a dollar amount, so sums and comparisons are exact. */
const cents = (dollars: number) => Math.round(dollars * 100);

function OrdersToPay({ data }: { data: PayableOrders }) {
  const { t } = useTranslation('transactions');
  return (
    <ScrollTable label={t('orderPayment.ordersTitle')} minWidth={560}>
      <Table striped aria-label={t('orderPayment.ordersTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orderPayment.orderColumn')}</Table.Th>
            <Table.Th>{t('orderPayment.sellerOrderId')}</Table.Th>
            <Table.Th>{t('orderPayment.customer')}</Table.Th>
            <Table.Th ta="right">{t('orderPayment.items')}</Table.Th>
            <Table.Th ta="right">{t('orderPayment.total')}</Table.Th>
            <Table.Th>{t('orderPayment.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.orders.map((order) => (
            <Table.Tr key={order.id} data-testid="payment-order">
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/order/$orderId" params={{ orderId: String(order.id) }} />
                  )}
                >
                  #{order.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{order.sellerOrderId}</Table.Td>
              <Table.Td>{order.customerName}</Table.Td>
              <Table.Td ta="right">{order.itemCount}</Table.Td>
              <Table.Td ta="right">{formatMoney(order.total)}</Table.Td>
              <Table.Td>
                {order.payable ? (
                  <Badge color="green" variant="light" tt="none">
                    {t('orderPayment.payable')}
                  </Badge>
                ) : (
                  <Text size="sm" c="red.8">
                    {translateServerText(order.reason ?? '', { context: 'orderPayment' })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

type Props = {
  /** The orders chosen in the list; none: every order waiting for payment. */
  ids: number[] | undefined;
};

/**
 * The payment page's body (spec 02 §4): the chosen created orders with verified addresses, their
 * total, the credit, and the two ways to pay. The credit pays at once; the wallet sends the payer
 * to approve the payment, then to /order/transaction-success.
 */
export function OrderPaymentForm({ ids }: Props) {
  const { t } = useTranslation('transactions');
  const navigate = useNavigate();
  const query = usePayableOrders(ids);
  const pay = usePayOrders();
  const [method, setMethod] = useState<OrderPaymentMethod>('credit');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (query.isPending) return <SectionLoader label={t('orderPayment.loading')} />;
  if (query.isError) {
    return (
      <LoadFailed
        title={t('orderPayment.loadFailed')}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  const payable = data.orders.filter((order) => order.payable);
  if (data.orders.length === 0) {
    return (
      <Card>
        <Stack align="flex-start" gap="sm">
          <Text>{t('orderPayment.empty')}</Text>
          <Button renderRoot={(props) => <Link {...props} to="/order" />} variant="light">
            {t('orderPayment.backToOrders')}
          </Button>
        </Stack>
      </Card>
    );
  }
  const totalCents = cents(data.total);
  const creditCents = cents(data.credit);
  const creditShort = method === 'credit' && totalCents > creditCents;
  const walletOff = method === 'paypal' && data.wallet === null;
  const skipped = data.orders.length - payable.length;

  const submit = () => {
    setFailure(null);
    pay.mutate(
      { paymentMethod: method, orderIds: payable.map((order) => order.id), note: note.trim() },
      {
        onSuccess: (result) => {
          if (result.data.approveUrl) {
            window.location.assign(result.data.approveUrl);
            return;
          }
          notifications.show({
            color: 'green',
            message: translateServerText(result.message, { context: 'orderPayment' }),
          });
          void navigate({
            to: '/order/transaction-success',
            search: { transactionId: result.data.transaction.id },
          });
        },
        onError: (error) => setFailure(orderPaymentError(error)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="payment-orders-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="payment-orders-title">
            {t('orderPayment.ordersTitle')}
          </Title>
          {skipped > 0 ? (
            <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden />}>
              {t('orderPayment.skipped', { count: skipped })}
            </Alert>
          ) : null}
          <OrdersToPay data={data} />
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="payment-summary-title" maw={640}>
        <Stack gap="md">
          <Title order={2} size="h4" id="payment-summary-title">
            {t('orderPayment.summaryTitle')}
          </Title>
          <Group justify="space-between">
            <Text>{t('orderPayment.toPay')}</Text>
            <Text fw={700} size="lg" data-testid="payment-total">
              {formatMoney(data.total)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text c="dimmed">{t('orderPayment.credit')}</Text>
            <Text data-testid="payment-credit">{formatMoney(data.credit)}</Text>
          </Group>
          <Radio.Group
            label={t('orderPayment.method')}
            value={method}
            onChange={(value) => setMethod(value as OrderPaymentMethod)}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value="credit"
                label={
                  <Group gap={6}>
                    <IconWallet size={16} aria-hidden />
                    {t('orderPayment.methodCredit')}
                  </Group>
                }
                description={
                  method === 'credit' && !creditShort
                    ? `${t('orderPayment.methodCreditHint')} ${t('orderPayment.creditAfter')}: ${formatMoney((creditCents - totalCents) / 100)}`
                    : t('orderPayment.methodCreditHint')
                }
              />
              <Radio
                value="paypal"
                disabled={data.wallet === null}
                label={
                  <Group gap={6}>
                    <IconBrandPaypal size={16} aria-hidden />
                    {t('orderPayment.methodWallet')}
                    {data.wallet?.sandbox ? (
                      <Badge color="yellow" variant="light" tt="none">
                        {t('orderPayment.sandbox')}
                      </Badge>
                    ) : null}
                  </Group>
                }
                description={
                  data.wallet
                    ? t('orderPayment.methodWalletHint')
                    : t('orderPayment.walletUnavailable')
                }
              />
            </Stack>
          </Radio.Group>
          {creditShort ? (
            <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />}>
              <Stack gap={6} align="flex-start">
                <Text size="sm">{t('orderPayment.notEnoughCredit')}</Text>
                <Anchor
                  size="sm"
                  c="orange.9"
                  fw={600}
                  renderRoot={(props) => <Link {...props} to="/billing/topup" />}
                >
                  {t('orderPayment.topUp')}
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
          <Textarea
            label={t('orderPayment.note')}
            value={note}
            maxLength={255}
            autosize
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {failure ? (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button
              onClick={submit}
              loading={pay.isPending}
              disabled={payable.length === 0 || creditShort || walletOff}
            >
              {method === 'credit'
                ? t('orderPayment.payCredit', { amount: formatMoney(data.total) })
                : t('orderPayment.payWallet', { amount: formatMoney(data.total) })}
            </Button>
            <Button variant="subtle" renderRoot={(props) => <Link {...props} to="/order" />}>
              {t('orderPayment.backToOrders')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
