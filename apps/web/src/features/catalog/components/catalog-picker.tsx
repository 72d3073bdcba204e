import { Badge, Card, Checkbox, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import {
  type Catalog,
  type CatalogCategory,
  catalogCategories,
  DEFAULT_CATALOG_CATEGORY,
} from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSwatches } from './color-swatches';

export type CatalogPickerProps = {
  catalogs: Catalog[];
  value: number[];
  onChange: (ids: number[]) => void;
};

/** The wizard's first choice: which blanks to make products on, by tab (embroidery first). */
export function CatalogPicker({ catalogs, value, onChange }: CatalogPickerProps) {
  const { t } = useTranslation('catalog');
  const [tab, setTab] = useState<CatalogCategory>(DEFAULT_CATALOG_CATEGORY);
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <Tabs
      value={tab}
      onChange={(next) => setTab((next as CatalogCategory) ?? DEFAULT_CATALOG_CATEGORY)}
    >
      <Tabs.List>
        {catalogCategories.map((category) => (
          <Tabs.Tab key={category} value={category}>
            {t(`categories.${category}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {catalogCategories.map((category) => (
        <Tabs.Panel key={category} value={category} pt="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {catalogs
              .filter((catalog) => catalog.category === category)
              .map((catalog) => {
                const checked = value.includes(catalog.value);
                return (
                  <Card
                    key={catalog.value}
                    withBorder
                    padding="sm"
                    style={{
                      cursor: 'pointer',
                      borderColor: checked ? 'var(--mantine-color-blue-6)' : undefined,
                    }}
                    onClick={() => toggle(catalog.value)}
                  >
                    <Stack gap={6}>
                      <Group justify="space-between" wrap="nowrap">
                        <Checkbox
                          checked={checked}
                          onChange={() => toggle(catalog.value)}
                          onClick={(event) => event.stopPropagation()}
                          label={catalog.text}
                        />
                        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                          #{catalog.value}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {catalog.sizes.join(', ')}
                      </Text>
                      <ColorSwatches colors={catalog.colors} />
                    </Stack>
                  </Card>
                );
              })}
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
