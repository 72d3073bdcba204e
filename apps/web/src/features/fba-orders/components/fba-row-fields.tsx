import {
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type Catalog, type CatalogPosition, catalogPositions } from '@stitchworks/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../lib/form-validation';
import { type FbaRowValues, newDesign } from '../fba-order-form';

const MAX_DESIGNS = 7;

/** One row of an FBA order: a blank (catalog, colour, size), a quantity, the FNSKU's SKU, designs. */
export function FbaRowFields({
  index,
  row,
  catalogs,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  row: FbaRowValues;
  catalogs: Catalog[];
  /** Problems by path (`items.0.color`). */
  errors: Record<string, string>;
  onChange: (row: FbaRowValues) => void;
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation('fbaOrders');
  const titleId = useId();
  const number = index + 1;
  const catalog = catalogs.find((one) => String(one.value) === row.catalogId);
  const positions = catalog?.positions.length ? catalog.positions : catalogPositions;
  const error = (path: string) => {
    const message = errors[`items.${index}.${path}`];
    return message ? translateValidationMessage(message) : undefined;
  };
  const setDesign = (at: number, next: Partial<FbaRowValues['designs'][number]>) =>
    onChange({
      ...row,
      designs: row.designs.map((design, i) => (i === at ? { ...design, ...next } : design)),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id={titleId}>
            {t('form.row', { number })}
          </Title>
          {onRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('form.removeRow', { number })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Select
              label={t('form.catalog')}
              placeholder={t('form.catalogPlaceholder')}
              data={catalogs.map((one) => ({ value: String(one.value), label: one.text }))}
              value={row.catalogId || null}
              onChange={(value) =>
                onChange({ ...row, catalogId: value ?? '', color: '', size: '' })
              }
              searchable
              required
              error={error('catalogId')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
            <Select
              label={t('form.color')}
              aria-label={t('form.colorOf', { number })}
              data={(catalog?.colors ?? []).map((color) => color.name)}
              value={row.color || null}
              onChange={(value) => onChange({ ...row, color: value ?? '' })}
              searchable
              required
              error={error('color')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
            <Select
              label={t('form.size')}
              aria-label={t('form.sizeOf', { number })}
              data={catalog?.sizes ?? []}
              value={row.size || null}
              onChange={(value) => onChange({ ...row, size: value ?? '' })}
              required
              error={error('size')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
            <NumberInput
              label={t('form.quantity')}
              aria-label={t('form.quantityOf', { number })}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              value={row.quantity}
              onChange={(value) => onChange({ ...row, quantity: value })}
              required
              error={error('quantity')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
            <TextInput
              label={t('form.sku')}
              aria-label={t('form.skuOf', { number })}
              maxLength={100}
              value={row.sku}
              onChange={(event) => onChange({ ...row, sku: event.currentTarget.value })}
              error={error('sku')}
            />
          </Grid.Col>
        </Grid>
        <Stack gap="xs">
          {row.designs.map((design, at) => (
            <Group key={design.key} align="flex-start" gap="sm" wrap="nowrap">
              <Select
                label={t('form.location')}
                aria-label={t('form.locationOf', { number: at + 1, row: number })}
                data={positions.map((value) => ({ value, label: t(`positions.${value}`) }))}
                value={design.location || null}
                onChange={(value) => setDesign(at, { location: (value ?? '') as CatalogPosition })}
                w={170}
                error={error(`designs.${at}.location`)}
              />
              <TextInput
                label={t('form.imageUrl')}
                aria-label={t('form.imageUrlOf', { number: at + 1, row: number })}
                placeholder="https://"
                value={design.imageUrl}
                onChange={(event) => setDesign(at, { imageUrl: event.currentTarget.value })}
                style={{ flex: 1 }}
                required
                error={error(`designs.${at}.imageUrl`)}
              />
              {row.designs.length > 1 ? (
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    onChange({ ...row, designs: row.designs.filter((_, i) => i !== at) })
                  }
                  aria-label={t('form.removeDesign', { number: at + 1, row: number })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          {error('designs') ? (
            <div role="alert" style={{ color: 'var(--mantine-color-error)', fontSize: 14 }}>
              {error('designs')}
            </div>
          ) : null}
          {row.designs.length < MAX_DESIGNS ? (
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => onChange({ ...row, designs: [...row.designs, newDesign()] })}
              >
                {t('form.addDesign')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
