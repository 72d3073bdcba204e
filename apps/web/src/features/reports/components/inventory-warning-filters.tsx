import { Group, Select } from '@mantine/core';
import { factories } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import type { InventoryWarningSearch } from '../report-search';

type Props = {
  search: InventoryWarningSearch;
  catalogs: { value: string; label: string }[];
  onChange: (next: InventoryWarningSearch) => void;
};

/** Catalog and factory of the stock shown; each change goes to the URL. */
export function InventoryWarningFilters({ search, catalogs, onChange }: Props) {
  const { t } = useTranslation('reports');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filters.catalog')}
        placeholder={t('filters.allCatalogs')}
        data={catalogs}
        value={search.catalogId ? String(search.catalogId) : null}
        onChange={(value) => onChange({ ...search, catalogId: value ? Number(value) : undefined })}
        searchable
        clearable
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label={t('filters.factory')}
        placeholder={t('filters.allFactories')}
        data={factories.map((value) => ({ value, label: value.toUpperCase() }))}
        value={search.factory ?? null}
        onChange={(value) =>
          onChange({
            ...search,
            factory: (value as InventoryWarningSearch['factory']) ?? undefined,
          })
        }
        clearable
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  );
}
