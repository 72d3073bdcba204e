import {
  ActionIcon,
  Alert,
  Group,
  Image,
  Loader,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';

/** /checkout: what the seller put in the cart, with line totals and a remove action per line. */
export function CartTable() {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const remove = useRemoveCartItem();

  if (cart.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  }
  if (cart.isError) return <Alert color="red">{t('messages.getFailed')}</Alert>;
  if (cart.data.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="xl">
        {t('checkout.empty')}
      </Text>
    );
  }
  const total = cart.data.rows.reduce((sum, row) => sum + row.price * row.quantity, 0);
  return (
    <Stack>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('checkout.product')}</Table.Th>
              <Table.Th>{t('checkout.variation')}</Table.Th>
              <Table.Th ta="right">{t('checkout.quantity')}</Table.Th>
              <Table.Th ta="right">{t('checkout.price')}</Table.Th>
              <Table.Th ta="right">{t('checkout.lineTotal')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cart.data.rows.map((row) => (
              <Table.Tr key={row.id} data-testid="cart-row">
                <Table.Td>
                  <Group wrap="nowrap" gap="sm">
                    {row.mockupUrl && (
                      <Image src={row.mockupUrl} alt="" w={48} h={48} fit="contain" />
                    )}
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {row.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.catalogText} · {row.sku}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {[row.color, row.size, row.frameColor].filter(Boolean).join(' / ')}
                </Table.Td>
                <Table.Td ta="right">{row.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.price)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.price * row.quantity)}</Table.Td>
                <Table.Td>
                  <Tooltip label={t('checkout.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('checkout.remove')}
                      loading={remove.isPending && remove.variables === row.id}
                      onClick={() =>
                        remove.mutate(row.id, {
                          onSuccess: () =>
                            notifications.show({ color: 'green', message: t('messages.deleted') }),
                          onError: () =>
                            notifications.show({
                              color: 'red',
                              message: t('messages.deleteFailed'),
                            }),
                        })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Text fw={600}>
          {t('checkout.total', { count: cart.data.count, total: formatMoney(total) })}
        </Text>
      </Group>
    </Stack>
  );
}
