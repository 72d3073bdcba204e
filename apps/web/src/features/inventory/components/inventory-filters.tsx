import { Checkbox, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { type ListFiltersProps, useFilterBar } from '../../../components/filter-bar/use-filter-bar';
import type { InventorySearch } from '../inventory-search';
import { CatalogFactoryFilters } from './catalog-factory-filters';

/** Catalog, factory, colour, size, keyword and below-threshold filters of the inventory list. */
export function InventoryFilters({ filters, onChange }: ListFiltersProps<InventorySearch>) {
  const { t } = useTranslation('inventory');
  const bar = useFilterBar(filters, onChange, ['color', 'size', 'keyword']);
  return (
    <FilterBar
      label={t('filters.search')}
      searchLabel={t('filters.search')}
      resetLabel={t('filters.reset')}
      state={bar}
    >
      <CatalogFactoryFilters filters={filters} set={bar.set} />
      <TextInput label={t('filters.color')} {...bar.text('color')} w={130} />
      <TextInput label={t('filters.size')} {...bar.text('size')} w={90} />
      <TextInput
        label={t('filters.keyword')}
        placeholder={t('filters.keywordPlaceholder')}
        {...bar.text('keyword')}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={220}
      />
      <Checkbox
        label={t('filters.belowThreshold')}
        checked={filters.belowThreshold ?? false}
        onChange={(event) => bar.set({ belowThreshold: event.currentTarget.checked || undefined })}
        mb={8}
      />
    </FilterBar>
  );
}
