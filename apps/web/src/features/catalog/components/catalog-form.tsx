import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  blankKinds,
  type Catalog,
  type CatalogColor,
  type CatalogInput,
  catalogCategories,
  catalogInputSchema,
  catalogPositions,
  factories,
} from '@stitchworks/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formValidator } from '../../../lib/form-validation';

type FormValues = {
  text: string;
  category: CatalogInput['category'];
  factory: CatalogInput['factory'];
  kind: CatalogInput['kind'];
  sizes: string[];
  colors: CatalogColor[];
  positions: CatalogInput['positions'];
  basePrices: Record<string, number>;
  frameColors: CatalogColor[];
  active: boolean;
};

const emptyValues: FormValues = {
  text: '',
  category: 'embroidery',
  factory: 'vn1',
  kind: 'tee',
  sizes: [],
  colors: [{ name: 'Black', hex: '#1b1b1b' }],
  positions: ['front'],
  basePrices: {},
  frameColors: [],
  active: true,
};

function valuesOf(catalog: Catalog | undefined): FormValues {
  if (!catalog) return emptyValues;
  const { value: _id, frameColor: _flag, updatedAt: _updated, ...rest } = catalog;
  return rest;
}

function ColorRows({
  label,
  colors,
  onChange,
  errors,
}: {
  label: string;
  colors: CatalogColor[];
  onChange: (colors: CatalogColor[]) => void;
  errors: Record<string, unknown>;
}) {
  const { t } = useTranslation('catalog');
  const set = (index: number, change: Partial<CatalogColor>) =>
    onChange(colors.map((color, i) => (i === index ? { ...color, ...change } : color)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {colors.map((color, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('form.colorName')}
            placeholder={t('form.colorName')}
            value={color.name}
            onChange={(event) => set(index, { name: event.currentTarget.value })}
            error={errors[`${index}.name`] as string | undefined}
          />
          <ColorInput
            aria-label={t('form.colorHex')}
            value={color.hex}
            format="hex"
            eyeDropperButtonProps={{ 'aria-label': t('form.pickColor') }}
            onChange={(hex) => set(index, { hex })}
            error={errors[`${index}.hex`] as string | undefined}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            aria-label={t('form.removeColor')}
            onClick={() => onChange(colors.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...colors, { name: '', hex: '#888888' }])}
        >
          {t('form.addColor')}
        </Button>
      </Group>
    </Stack>
  );
}

const nested = (errors: Record<string, unknown>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, value]) => [key.slice(prefix.length + 1), value]),
  );

/** An admin's form for a catalog: what it is, its sizes and prices, colours and positions. */
export function CatalogForm({
  catalog,
  saving,
  onSubmit,
}: {
  catalog?: Catalog | undefined;
  saving: boolean;
  onSubmit: (input: CatalogInput) => void;
}) {
  const { t } = useTranslation('catalog');
  const form = useForm<FormValues>({
    initialValues: valuesOf(catalog),
    validate: formValidator(catalogInputSchema),
  });
  const values = form.getValues();
  const errors = form.errors as Record<string, unknown>;

  return (
    <form onSubmit={form.onSubmit((input) => onSubmit(input))} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.text')} required {...form.getInputProps('text')} />
          <Select
            label={t('form.category')}
            data={catalogCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <Select
            label={t('form.factory')}
            data={[...factories]}
            allowDeselect={false}
            {...form.getInputProps('factory')}
          />
          <Select
            label={t('form.kind')}
            data={blankKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
        </SimpleGrid>
        <Switch label={t('form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />

        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('form.sizesAndPrices')}
          </Title>
          <TagsInput
            label={t('form.sizes')}
            description={t('form.sizesHint')}
            value={values.sizes}
            onChange={(sizes) =>
              form.setFieldValue(
                'sizes',
                sizes.map((size) => size.trim().toLowerCase()),
              )
            }
            error={errors.sizes as string | undefined}
          />
          <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }}>
            {values.sizes.map((size) => (
              <NumberInput
                key={size}
                label={t('form.basePrice', { size })}
                prefix="$"
                decimalScale={2}
                min={0}
                value={values.basePrices[size] ?? ''}
                onChange={(price) =>
                  form.setFieldValue('basePrices', {
                    ...form.getValues().basePrices,
                    [size]: typeof price === 'number' ? price : Number(price),
                  })
                }
                error={errors[`basePrices.${size}`] as string | undefined}
              />
            ))}
          </SimpleGrid>
        </Stack>

        <MultiSelect
          label={t('form.positions')}
          data={catalogPositions.map((value) => ({ value, label: t(`positions.${value}`) }))}
          {...form.getInputProps('positions')}
        />

        <ColorRows
          label={t('form.colors')}
          colors={values.colors}
          onChange={(colors) => form.setFieldValue('colors', colors)}
          errors={nested(errors, 'colors')}
        />
        {typeof errors.colors === 'string' && (
          <Text c="red" size="xs">
            {errors.colors}
          </Text>
        )}
        <ColorRows
          label={t('form.frameColors')}
          colors={values.frameColors}
          onChange={(frameColors) => form.setFieldValue('frameColors', frameColors)}
          errors={nested(errors, 'frameColors')}
        />

        <Group>
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
