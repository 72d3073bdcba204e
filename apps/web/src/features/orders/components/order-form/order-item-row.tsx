import {
  ActionIcon,
  Card,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { type Catalog, ORDER_QUANTITY_LIMIT, type PricedOrderItem } from '@stitchworks/shared';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';
import { useOutOfStock } from '../../../../lib/out-of-stock';
import { variantOptions } from '../../../../lib/out-of-stock-lookup';
import { DesignImageFields } from './design-image-fields';
import {
  type DesignImageValues,
  isEmbroidery,
  isFramed,
  newDesignImage,
  type OrderRowValues,
  type ProductOption,
  type RowKind,
  rowCatalogId,
} from './order-form-values';

/** What the page gives the form to pick one of the seller's products. */
export type ProductSelectSlot = {
  label: string;
  value: number | null;
  onChange: (productId: number | null) => void;
  /**
   * Called with the product's details once they are known: before `onChange` when one is picked,
   * and when the product of a loaded order has been read.
   */
  onProduct: (product: ProductOption) => void;
  error?: string | undefined;
};

const onlyOption = (options: string[]) => (options.length === 1 ? (options[0] ?? null) : null);
const keepIfIn = (value: string | null, options: string[]) =>
  value !== null && options.includes(value) ? value : onlyOption(options);

/** One row of the order: a product of the seller's, or a catalog blank with design images. */
export function OrderItemRow({
  row,
  index,
  catalogs,
  catalogById,
  productOf,
  inputProps,
  setRow,
  onRemove,
  canRemove,
  price,
  renderProductSelect,
  rememberProduct,
}: {
  row: OrderRowValues;
  index: number;
  /** The catalogs of the order's factory. */
  catalogs: Catalog[];
  catalogById: Map<number, Catalog>;
  productOf: (id: number) => ProductOption | undefined;
  /** Input props of `items.<index>.<path>`. */
  inputProps: (path: string, options?: GetInputPropsOptions) => GetInputPropsReturnType;
  setRow: (change: Partial<OrderRowValues>) => void;
  onRemove: () => void;
  canRemove: boolean;
  price: PricedOrderItem | undefined;
  renderProductSelect: (slot: ProductSelectSlot) => ReactNode;
  rememberProduct: (product: ProductOption) => void;
}) {
  const { t } = useTranslation('orderForm');
  const titleId = useId();
  const number = index + 1;
  const product = row.productId ? productOf(Number(row.productId)) : undefined;
  const catalogId = rowCatalogId(row, productOf);
  const catalog = catalogId === undefined ? undefined : catalogById.get(catalogId);
  const colors =
    row.kind === 'product'
      ? (product?.colors ?? [])
      : (catalog?.colors.map((color) => color.name) ?? []);
  const sizes = row.kind === 'product' ? (product?.sizes ?? []) : (catalog?.sizes ?? []);
  const options = variantOptions(
    useOutOfStock(),
    catalogId,
    { colors, sizes },
    { color: row.color, size: row.size },
    t('items.outOfStock'),
  );
  const framed = catalogId !== undefined && isFramed(catalog, catalogId);
  const productError = inputProps('productId').error as string | undefined;
  const designsError = inputProps('designImages').error as string | undefined;

  const switchKind = (kind: RowKind) => {
    if (kind === row.kind) return;
    if (kind === 'product') {
      setRow({ kind, color: null, size: null, frameColor: null });
      return;
    }
    const fallback = catalogs.find((c) => c.value === 7) ?? catalogs[0];
    const next = row.catalogId && catalogById.has(Number(row.catalogId)) ? row.catalogId : null;
    const chosen = next ? catalogById.get(Number(next)) : fallback;
    setRow({
      kind,
      catalogId: chosen ? String(chosen.value) : null,
      color: null,
      size: null,
      frameColor: null,
      designImages:
        row.designImages.length > 0
          ? row.designImages
          : [newDesignImage(chosen?.positions[0] ?? null)],
    });
  };

  const chooseCatalog = (value: string | null) => {
    const next = value ? catalogById.get(Number(value)) : undefined;
    const nextColors = next?.colors.map((color) => color.name) ?? [];
    const positions = next?.positions ?? [];
    setRow({
      catalogId: value,
      color: keepIfIn(row.color, nextColors),
      size: keepIfIn(row.size, next?.sizes ?? []),
      frameColor: null,
      designImages: row.designImages.map(
        (image): DesignImageValues =>
          image.location && positions.includes(image.location)
            ? image
            : { ...image, location: positions[0] ?? null },
      ),
    });
  };

  const chooseProduct = (productId: number | null) => {
    const next = productId === null ? undefined : productOf(productId);
    setRow({
      productId: productId === null ? null : String(productId),
      color: next ? keepIfIn(row.color, next.colors) : null,
      size: next ? keepIfIn(row.size, next.sizes) : null,
      frameColor: null,
    });
  };

  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="order-row"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm">
            <Title order={3} size="h5" id={titleId}>
              {t('items.row', { number })}
            </Title>
            <SegmentedControl
              size="xs"
              aria-label={t('items.kind', { number })}
              value={row.kind}
              onChange={(value) => switchKind(value as RowKind)}
              data={[
                { value: 'catalog', label: t('items.kinds.catalog') },
                { value: 'product', label: t('items.kinds.product') },
              ]}
            />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {price && (
              <Text size="sm" fw={600} data-testid="row-price">
                {formatMoney(price.amount)}
              </Text>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('items.removeRow', { number })}
              disabled={!canRemove}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>

        <Grid gap="sm">
          {row.kind === 'product' ? (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {renderProductSelect({
                label: t('items.product'),
                value: row.productId ? Number(row.productId) : null,
                onChange: chooseProduct,
                onProduct: rememberProduct,
                error: productError,
              })}
            </Grid.Col>
          ) : (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('items.catalog')}
                placeholder={t('items.catalogPlaceholder')}
                required
                searchable
                allowDeselect={false}
                data={catalogs.map((c) => ({
                  value: String(c.value),
                  label: `#${c.value} ${c.text}`,
                }))}
                {...inputProps('catalogId')}
                onChange={chooseCatalog}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select
              label={t('items.color')}
              required
              searchable
              data={options.colors}
              disabled={colors.length === 0}
              {...inputProps('color')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select
              label={t('items.size')}
              required
              data={options.sizes}
              disabled={sizes.length === 0}
              {...inputProps('size')}
            />
          </Grid.Col>
          {framed && (
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <Select
                label={t('items.frameColor')}
                required
                data={(catalog?.frameColors ?? []).map((color) => color.name)}
                {...inputProps('frameColor')}
              />
            </Grid.Col>
          )}
        </Grid>
        <Group align="flex-end" gap="sm">
          <NumberInput
            w={140}
            label={t('items.quantity')}
            required
            min={1}
            max={ORDER_QUANTITY_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            {...inputProps('quantity')}
          />
          {price && (
            <Text size="xs" c="dimmed" pb={8}>
              {price.quantity} × {formatMoney(price.unitPrice)}
              {price.extraPositionPrice > 0 || price.digitizingPrice > 0 ? (
                <>
                  {' · '}
                  {t('cost.extras', {
                    extra: formatMoney(price.extraPositionPrice),
                    digitizing: formatMoney(price.digitizingPrice),
                  })}
                </>
              ) : null}
            </Text>
          )}
        </Group>

        {row.kind === 'catalog' && (
          <DesignImageFields
            images={row.designImages}
            positions={catalog?.positions ?? []}
            embroidery={isEmbroidery(catalog)}
            inputProps={(path, options) => inputProps(`designImages.${path}`, options)}
            onChange={(designImages) => setRow({ designImages })}
            error={designsError}
          />
        )}
        {row.kind === 'product' && designsError && !productError && (
          <Text size="xs" c="red" role="alert">
            {designsError}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
