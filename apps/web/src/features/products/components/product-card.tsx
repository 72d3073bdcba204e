import { ActionIcon, Box, Button, Card, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import type { Product } from '@stitchworks/shared';
import { IconPencil, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { ProductStatusBadge } from './product-status-badge';

function priceRange(product: Product): string {
  const prices = Object.values(product.prices);
  if (prices.length === 0) return '—';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatMoney(low) : `${formatMoney(low)} – ${formatMoney(high)}`;
}

export function ProductCard({
  product,
  onEdit,
  onDelete,
  onAddToCart,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
  onAddToCart: () => void;
}) {
  const { t } = useTranslation('products');
  return (
    <Card withBorder padding="sm" data-testid="product-card">
      <Card.Section>
        {product.mockupUrl ? (
          <Image
            src={product.mockupUrl}
            alt={t('list.mockupOf', { title: product.title })}
            h={220}
            fit="contain"
            bg="gray.0"
          />
        ) : (
          <Box h={220} bg="gray.0" />
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} lineClamp={1} title={product.title}>
            {product.title}
          </Text>
          <ProductStatusBadge status={product.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {product.catalogText} · {product.sku}
        </Text>
        <Text size="xs" c="dimmed">
          {t('list.store', { name: product.store.name })}
        </Text>
        <Text size="sm">{priceRange(product)}</Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {product.colors.join(', ')} · {product.sizes.join(', ')}
        </Text>
        <Group justify="space-between" mt="xs">
          <Button size="xs" leftSection={<IconShoppingCartPlus size={14} />} onClick={onAddToCart}>
            {t('list.addToCart')}
          </Button>
          <Group gap={4}>
            <Tooltip label={t('list.edit')}>
              <ActionIcon variant="subtle" aria-label={t('list.edit')} onClick={onEdit}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('list.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('list.delete')}
                onClick={onDelete}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
