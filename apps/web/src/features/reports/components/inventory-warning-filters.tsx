import { Group } from '@mantine/core';
import type { InventoryWarningSearch } from '../report-search';
import { CatalogSelect, FactorySelect } from './report-filter-selects';

type Props = {
  search: InventoryWarningSearch;
  catalogs: { value: string; label: string }[];
  onChange: (next: InventoryWarningSearch) => void;
};

/** Catalog and factory of the stock shown; each change goes to the URL. */
export function InventoryWarningFilters({ search, catalogs, onChange }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <CatalogSelect
        catalogs={catalogs}
        value={search.catalogId}
        onChange={(catalogId) => onChange({ ...search, catalogId })}
        width={260}
      />
      <FactorySelect
        value={search.factory}
        onChange={(factory) => onChange({ ...search, factory })}
        width={180}
      />
    </Group>
  );
}
