import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderInvoice } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../../lib/format';
import { AddressLines } from '../address-lines';
import { readableBadge } from '../readable-badge';
import classes from './invoice-print.module.css';

/** The invoice as it prints: who bills whom, the lines, and the totals. */
export function InvoiceSheet({ invoice }: { invoice: OrderInvoice }) {
  const { t } = useTranslation('orders');
  const paid = invoice.paidAt !== null;
  const total = (
    label: string,
    value: number,
    options: { strong?: boolean; minus?: boolean } = {},
  ) => (
    <Group justify="space-between" wrap="nowrap" gap="xl">
      <Text size="sm" fw={options.strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={options.strong ? 700 : 400}>
        {options.minus && value > 0 ? `−${formatMoney(value)}` : formatMoney(value)}
      </Text>
    </Group>
  );
  return (
    <Paper
      className={classes.sheet}
      p={{ base: 'md', sm: 'xl' }}
      component="article"
      aria-labelledby="invoice-title"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {invoice.issuer.name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {invoice.issuer.address}
            </Text>
            <Text size="sm">{invoice.issuer.email}</Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Title order={1} id="invoice-title" size="h2">
              {t('invoice.heading')}
            </Title>
            <Text size="sm">{t('invoice.number', { number: invoice.number })}</Text>
            <Text size="sm">{t('invoice.issued', { date: formatDate(invoice.issuedAt) })}</Text>
            <Badge {...readableBadge(paid ? 'green' : 'yellow')} variant="light">
              {paid
                ? t('invoice.paidOn', { date: formatDate(invoice.paidAt) })
                : t('invoice.unpaid')}
            </Badge>
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Stack gap={2}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('invoice.billTo')}
            </Text>
            <Text size="sm" fw={600}>
              {invoice.billTo.name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {invoice.billTo.address}
            </Text>
            {invoice.billTo.phone ? <Text size="sm">{invoice.billTo.phone}</Text> : null}
            <Text size="sm">{invoice.billTo.email}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('invoice.shipTo')}
            </Text>
            <AddressLines address={invoice.shipTo} />
          </Stack>
          <Stack gap={2}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('invoice.order')}
            </Text>
            <Text size="sm">{t('detail.title', { id: invoice.orderId })}</Text>
            {invoice.sellerOrderId ? <Text size="sm">{invoice.sellerOrderId}</Text> : null}
            <Text size="sm">{t(`shippingMethods.${invoice.shippingMethod}`)}</Text>
          </Stack>
        </SimpleGrid>

        <Table className={classes.lines} verticalSpacing="xs" aria-label={t('invoice.linesLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('invoice.description')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoice.quantity')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoice.unitPrice')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoice.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines keep their order
              <Table.Tr key={index}>
                <Table.Td className={classes.description}>
                  {line.kind === 'digitizing' ? (
                    <>
                      <Text size="sm">{t('invoice.digitizing')}</Text>
                      <Text size="xs" c="dimmed">
                        {invoice.lines[index - 1]?.description}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm">{line.description}</Text>
                  )}
                  {line.sku ? (
                    <Text size="xs" c="dimmed">
                      {line.sku}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>

        <Group justify="flex-end">
          <Stack gap={4} miw={260}>
            {total(t('cost.items'), invoice.itemsTotal)}
            {total(t('cost.shipping'), invoice.shippingFee)}
            {total(t('cost.tax'), invoice.tax)}
            {invoice.discount > 0
              ? total(t('cost.discount'), invoice.discount, { minus: true })
              : null}
            <Divider />
            {total(t('cost.total'), invoice.total, { strong: true })}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
