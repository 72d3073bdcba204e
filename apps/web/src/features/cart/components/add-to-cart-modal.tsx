import {
  ActionIcon,
  Button,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { addToCartInputSchema, type CatalogColor, type Product } from '@stitchworks/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format';
import { useOutOfStock } from '../../../lib/out-of-stock';
import { variantOptions } from '../../../lib/out-of-stock-lookup';
import { useAddToCart } from '../api/add-to-cart';

type Row = {
  color: string | null;
  size: string | null;
  quantity: number;
  frameColor: string | null;
};

const newRow = (): Row => ({ color: null, size: null, quantity: 1, frameColor: null });

/**
 * Picks variations (colour, size, quantity, and frame colour on framed catalogs) of one product
 * and puts them in the cart.
 */
export function AddToCartModal({
  product,
  frameColors,
  onClose,
}: {
  product: Product | null;
  frameColors: CatalogColor[];
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  const add = useAddToCart();
  const [rows, setRows] = useState<Row[]>([newRow()]);
  const [error, setError] = useState<string | null>(null);
  const framed = frameColors.length > 0;
  const outOfStock = useOutOfStock();
  const optionsOf = (row: Row) =>
    variantOptions(
      outOfStock,
      product?.catalogId,
      { colors: product?.colors ?? [], sizes: product?.sizes ?? [] },
      row,
      t('add.outOfStock'),
    );

  const close = () => {
    setRows([newRow()]);
    setError(null);
    onClose();
  };
  const set = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = () => {
    if (!product) return;
    const incomplete = rows.some((row) => !row.color || !row.size || (framed && !row.frameColor));
    const input = {
      productId: product.id,
      items: rows.map((row) => ({
        color: row.color ?? '',
        size: row.size ?? '',
        quantity: row.quantity,
        ...(row.frameColor ? { frameColor: row.frameColor } : {}),
      })),
    };
    if (incomplete || !addToCartInputSchema.safeParse(input).success) {
      setError(t('messages.chooseVariation'));
      return;
    }
    setError(null);
    add.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('messages.added') });
        close();
      },
      // A refusal that names the problem (a variant out of stock) is shown as the server said it.
      onError: (failure) =>
        notifications.show({
          color: 'red',
          message:
            isApiError(failure) && failure.status === 400
              ? getErrorMessage(failure)
              : t('messages.addFailed'),
        }),
    });
  };

  return (
    <Modal opened={product !== null} onClose={close} title={t('add.title')} size="lg">
      {product && (
        <Stack>
          <Group wrap="nowrap">
            {product.mockupUrl && (
              <Image src={product.mockupUrl} alt={product.title} w={80} h={80} fit="contain" />
            )}
            <Stack gap={2}>
              <Text fw={500}>{product.title}</Text>
              <Text size="sm" c="dimmed">
                {product.catalogText} · {product.sku}
              </Text>
            </Stack>
          </Group>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('add.color')}</Table.Th>
                <Table.Th>{t('add.size')}</Table.Th>
                {framed && <Table.Th>{t('add.frameColor')}</Table.Th>}
                <Table.Th>{t('add.quantity')}</Table.Th>
                <Table.Th>{t('add.price')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
                <Table.Tr key={index} data-testid="cart-variation-row">
                  <Table.Td>
                    <Select
                      aria-label={t('add.color')}
                      data={optionsOf(row).colors}
                      value={row.color}
                      onChange={(color) => set(index, { color })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('add.size')}
                      data={optionsOf(row).sizes}
                      value={row.size}
                      onChange={(size) => set(index, { size })}
                    />
                  </Table.Td>
                  {framed && (
                    <Table.Td>
                      <Select
                        aria-label={t('add.frameColor')}
                        data={frameColors.map((color) => color.name)}
                        value={row.frameColor}
                        onChange={(frameColor) => set(index, { frameColor })}
                      />
                    </Table.Td>
                  )}
                  <Table.Td w={110}>
                    <NumberInput
                      aria-label={t('add.quantity')}
                      min={1}
                      max={1000}
                      allowDecimal={false}
                      value={row.quantity}
                      onChange={(value) => set(index, { quantity: Number(value) || 0 })}
                    />
                  </Table.Td>
                  <Table.Td>{row.size ? formatMoney(product.prices[row.size]) : '—'}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('add.removeRow')}
                      disabled={rows.length === 1}
                      onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() => setRows((r) => [...r, newRow()])}
            >
              {t('add.addRow')}
            </Button>
            <Button onClick={submit} loading={add.isPending}>
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
