import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { CatalogPosition, FbaOrder } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, missingValue } from '../../../lib/format';
import { FbaLabelFiles, PrintFbaLabelsButton } from './fba-label-buttons';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** An FBA order's references, money, the order of its units, its rows and its labels. */
export function FbaOrderDetail({ order, staff }: { order: FbaOrder; staff: boolean }) {
  const { t } = useTranslation('fbaOrders');
  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="fba-summary">
        <Stack gap="md">
          <Title order={2} size="h4" id="fba-summary">
            {t('detail.summary')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {staff ? (
              <Field label={t('detail.seller')}>
                {order.seller.name} ({order.seller.email})
              </Field>
            ) : null}
            <Field label={t('detail.totalCost')}>
              {order.totalCost === null ? t('detail.notPriced') : formatMoney(order.totalCost)}
            </Field>
            <Field label={t('detail.units')}>
              {t('list.units', { count: order.units })}
              {order.requestSample ? ` · ${t('detail.withSample')}` : ''}
            </Field>
            <Field label={t('form.sellerOrderId')}>{order.sellerOrderId || missingValue()}</Field>
            <Field label={t('form.trackingCode')}>{order.trackingCode || missingValue()}</Field>
            <Field label={t('detail.refOrder')}>
              {order.refOrder ? (
                <Anchor
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/order/$orderId"
                      params={{ orderId: String(order.refOrder?.id) }}
                    />
                  )}
                >
                  {t('detail.orderLink', { id: order.refOrder.id })}
                </Anchor>
              ) : (
                t('detail.noRefOrder')
              )}
            </Field>
            <Field label={t('detail.refTicket')}>
              {order.refTicket ? (
                <Anchor
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/ticket/$ticketId"
                      params={{ ticketId: String(order.refTicket) }}
                    />
                  )}
                >
                  {t('detail.ticketLink', { id: order.refTicket })}
                </Anchor>
              ) : (
                missingValue()
              )}
            </Field>
            <Field label={t('detail.createdAt')}>{formatDateTime(order.createdAt)}</Field>
            <Field label={t('detail.approvedAt')}>{formatDateTime(order.approvedAt)}</Field>
            <Field label={t('detail.shippedAt')}>{formatDateTime(order.shippedAt)}</Field>
            {order.cancelledAt ? (
              <Field label={t('detail.cancelledAt')}>{formatDateTime(order.cancelledAt)}</Field>
            ) : null}
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="fba-items">
        <Stack gap="sm">
          <Title order={2} size="h4" id="fba-items">
            {t('detail.items')}
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-labelledby="fba-items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('form.sku')}</Table.Th>
                  <Table.Th>{t('form.catalog')}</Table.Th>
                  <Table.Th>{t('form.color')}</Table.Th>
                  <Table.Th>{t('form.size')}</Table.Th>
                  <Table.Th>{t('form.quantity')}</Table.Th>
                  <Table.Th>{t('detail.designs')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.items.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows keep their order (pack order)
                  <Table.Tr key={index}>
                    <Table.Td>{item.sku || missingValue()}</Table.Td>
                    <Table.Td>{item.catalogId}</Table.Td>
                    <Table.Td>{item.color}</Table.Td>
                    <Table.Td>{item.size}</Table.Td>
                    <Table.Td>{item.quantity}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {item.designs.map((design) => (
                          <Stack key={`${design.location}-${design.imageUrl.original}`} gap={2}>
                            <Image
                              src={design.imageUrl.small}
                              alt={t('detail.designAlt', {
                                location: t(`positions.${design.location as CatalogPosition}`),
                              })}
                              w={48}
                              h={48}
                              fit="contain"
                              radius="sm"
                            />
                            <Badge size="xs" variant="light" tt="none">
                              {t(`positions.${design.location as CatalogPosition}`)}
                            </Badge>
                          </Stack>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="fba-labels-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="fba-labels-title">
            {t('labels.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('labels.description')}
          </Text>
          <FbaLabelFiles productLabel={order.productLabel} shippingLabel={order.shippingLabel} />
          {order.status === 'approved' || order.status === 'shipped' ? (
            <Group>
              <PrintFbaLabelsButton id={order.id} units={order.units} />
            </Group>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
