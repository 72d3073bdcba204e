import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Catalog, CatalogPosition, OrderSyncItem } from '@stitchworks/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { newDesign, type SyncItemValues, withCatalog } from '../order-sync-form';

const MAX_DESIGNS = 7;

/** A mug or a flag with one design not printed all round is made front and back (spec 03 §5). */
function splitsFrontAndBack(catalog: Catalog | undefined, item: SyncItemValues): boolean {
  const [only] = item.designs;
  return (
    (catalog?.kind === 'mug' || catalog?.kind === 'flag') &&
    item.designs.length === 1 &&
    only?.location !== 'full'
  );
}

/**
 * One store item in the sync modal: what the store sold (SKU, title, variant, quantity) and what
 * is made for it: a catalog blank, its colour and size, a quantity and one or more designs.
 */
export function SyncItemFields({
  index,
  original,
  mappedBySku,
  item,
  catalogs,
  catalogById,
  inputProps,
  setItem,
}: {
  index: number;
  original: OrderSyncItem['original'];
  /** Mapped on arrival by the store's product sync. */
  mappedBySku: boolean;
  item: SyncItemValues;
  catalogs: Catalog[];
  catalogById: ReadonlyMap<number, Catalog>;
  /** Input props of `items.<index>.<path>`. */
  inputProps: (path: string) => GetInputPropsReturnType;
  setItem: (next: SyncItemValues) => void;
}) {
  const { t } = useTranslation('storeSync');
  const titleId = useId();
  const number = index + 1;
  const catalog = item.catalogId ? catalogById.get(Number(item.catalogId)) : undefined;
  const positions = catalog?.positions ?? [];
  const designsError = inputProps('designs').error as string | undefined;

  const setDesigns = (designs: SyncItemValues['designs']) => setItem({ ...item, designs });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} size="h5" id={titleId}>
              {t('syncModal.item', { number, sku: original.sku ?? t('orderSync.noSku') })}
            </Title>
            <Text size="sm" c="dimmed">
              {[original.title, original.variantTitle].filter(Boolean).join(' · ')}
              {' · '}
              {t('syncModal.storeQuantity', { count: original.quantity })}
            </Text>
          </Stack>
          {mappedBySku ? (
            <Badge color="teal" variant="light" tt="none" style={{ flexShrink: 0 }}>
              {t('syncModal.mapped')}
            </Badge>
          ) : null}
        </Group>

        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('syncModal.catalog')}
              placeholder={t('syncModal.catalogPlaceholder')}
              required
              searchable
              allowDeselect={false}
              data={catalogs.map((entry) => ({
                value: String(entry.value),
                label: `#${entry.value} ${entry.text}`,
              }))}
              {...inputProps('catalogId')}
              onChange={(value) =>
                setItem(withCatalog(item, value ? catalogById.get(Number(value)) : undefined))
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select
              label={t('syncModal.color')}
              required
              searchable
              data={catalog?.colors.map((color) => color.name) ?? []}
              disabled={!catalog}
              {...inputProps('color')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select
              label={t('syncModal.size')}
              required
              data={catalog?.sizes ?? []}
              disabled={!catalog}
              {...inputProps('size')}
            />
          </Grid.Col>
        </Grid>
        <NumberInput
          w={140}
          label={t('syncModal.quantity')}
          required
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          {...inputProps('quantity')}
        />

        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('syncModal.designs')}
          </Text>
          {item.designs.map((_, at) => {
            const designNumber = at + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: designs have no id; removing one re-keys the rest, which is harmless here
              <Group key={at} align="flex-start" gap="sm" wrap="nowrap">
                <Select
                  aria-label={t('syncModal.locationOf', { number: designNumber })}
                  placeholder={t('syncModal.location')}
                  data={positions.map((position) => ({
                    value: position,
                    label: t(`positions.${position}`, { ns: 'catalog' }),
                  }))}
                  disabled={!catalog}
                  allowDeselect={false}
                  w={170}
                  {...inputProps(`designs.${at}.location`)}
                  onChange={(value) =>
                    setDesigns(
                      item.designs.map((entry, i) =>
                        i === at ? { ...entry, location: value as CatalogPosition | null } : entry,
                      ),
                    )
                  }
                />
                <TextInput
                  aria-label={t('syncModal.imageUrlOf', { number: designNumber })}
                  placeholder="https://…/design.png"
                  type="url"
                  style={{ flex: 1 }}
                  {...inputProps(`designs.${at}.imageUrl`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  aria-label={t('syncModal.removeDesign', { number: designNumber })}
                  disabled={item.designs.length === 1}
                  onClick={() => setDesigns(item.designs.filter((_, i) => i !== at))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          {designsError ? (
            <Text size="xs" c="red" role="alert">
              {designsError}
            </Text>
          ) : null}
          <Group gap="sm">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={item.designs.length >= MAX_DESIGNS}
              onClick={() => setDesigns([...item.designs, newDesign(positions[0] ?? null)])}
            >
              {t('syncModal.addDesign')}
            </Button>
            {splitsFrontAndBack(catalog, item) ? (
              <Text size="xs" c="dimmed">
                {t('syncModal.splitHint')}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
