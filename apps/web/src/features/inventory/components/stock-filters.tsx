import { TextInput } from '@mantine/core';
import { stockAvailabilities } from '@stitchworks/shared/enums/inventory';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { FilterSelect } from '../../../components/filter-bar/filter-select';
import { type ListFiltersProps, useFilterBar } from '../../../components/filter-bar/use-filter-bar';
import type { StockSearch } from '../inventory-search';
import { CatalogFactoryFilters } from './catalog-factory-filters';

/** Catalog, factory, availability and keyword filters of the seller's stock page. */
export function StockFilters({ filters, onChange }: ListFiltersProps<StockSearch>) {
  const { t } = useTranslation('inventory');
  const bar = useFilterBar(filters, onChange, ['keyword']);
  return (
    <FilterBar
      label={t('filters.search')}
      searchLabel={t('filters.search')}
      resetLabel={t('filters.reset')}
      state={bar}
    >
      <CatalogFactoryFilters filters={filters} set={bar.set} />
      <FilterSelect
        label={t('filters.availability')}
        placeholder={t('filters.any')}
        options={stockAvailabilities}
        optionLabel={(value) => t(`stock.availability.${value}`)}
        value={filters.availability}
        onChange={(availability) => bar.set({ availability })}
        w={170}
      />
      <TextInput
        label={t('filters.keyword')}
        placeholder={t('filters.keywordPlaceholder')}
        {...bar.text('keyword')}
        w={220}
      />
    </FilterBar>
  );
}
