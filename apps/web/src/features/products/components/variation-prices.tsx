import {
  Card,
  Chip,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Catalog } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../lib/form-validation';
import { useOutOfStock } from '../../../lib/out-of-stock';
import { ProductTextFields } from './product-text-fields';
import type { ProductDraft } from './wizard-state';

/** Step 2 for one catalog: title, colours, sizes and a price for each size. */
export function VariationPrices({
  catalog,
  draft,
  errors,
  onChange,
}: {
  catalog: Catalog;
  draft: ProductDraft;
  errors: Record<string, string>;
  onChange: (draft: ProductDraft) => void;
}) {
  const { t } = useTranslation('products');
  const key = String(catalog.value);
  const outOfStock = useOutOfStock().variantsOf(catalog.value);
  const error = (field: string) => {
    const message = errors[`${key}.${field}`];
    return message ? translateValidationMessage(message) : undefined;
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h5">
          #{catalog.value} {catalog.text}
        </Title>
        <ProductTextFields draft={draft} titleError={error('title')} onChange={onChange} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('form.colors')}
          </Text>
          <Chip.Group
            multiple
            value={draft.colors}
            onChange={(colors) => onChange({ ...draft, colors })}
          >
            <Group gap="xs">
              {catalog.colors.map((color) => (
                <Chip key={color.name} value={color.name}>
                  <Group gap={6} wrap="nowrap" component="span">
                    <ColorSwatch color={color.hex} size={12} component="span" />
                    {color.name}
                  </Group>
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {error('colors') && (
            <Text c="red" size="xs">
              {error('colors')}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('form.sizesAndPrices')}
          </Text>
          <Chip.Group
            multiple
            value={draft.sizes}
            onChange={(sizes) =>
              onChange({ ...draft, sizes: catalog.sizes.filter((size) => sizes.includes(size)) })
            }
          >
            <Group gap="xs">
              {catalog.sizes.map((size) => (
                <Chip key={size} value={size} size="xs">
                  {size}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {error('sizes') && (
            <Text c="red" size="xs">
              {error('sizes')}
            </Text>
          )}
          {outOfStock.length > 0 && (
            <Text c="orange.8" size="xs" data-testid="out-of-stock-note">
              {t('form.outOfStockNow', {
                variants: outOfStock.map((v) => `${v.color} / ${v.size}`).join(', '),
              })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4, md: 5 }}>
            {draft.sizes.map((size) => (
              <TextInput
                key={size}
                label={t('form.priceFor', { size })}
                leftSection="$"
                inputMode="decimal"
                value={draft.prices[size] ?? ''}
                error={error(`prices.${size}`)}
                onChange={(e) =>
                  onChange({ ...draft, prices: { ...draft.prices, [size]: e.currentTarget.value } })
                }
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Card>
  );
}
