import { type Factory, factories } from '@stitchworks/shared/enums/users';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-bar/filter-select';
import { CatalogSelect } from './catalog-select';

type Filters = { catalogId?: number | undefined; factory?: Factory | undefined };

/** The catalog and factory filters of the inventory list and of the stock page. */
export function CatalogFactoryFilters({
  filters,
  set,
}: {
  filters: Filters;
  set: (change: Filters) => void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <>
      <CatalogSelect
        label={t('filters.catalog')}
        value={filters.catalogId}
        onChange={(catalogId) => set({ catalogId })}
        clearable
        w={260}
      />
      <FilterSelect
        label={t('filters.factory')}
        placeholder={t('filters.any')}
        options={factories}
        optionLabel={(value) => t(`factories.${value}`)}
        value={filters.factory}
        onChange={(factory) => set({ factory })}
        w={170}
      />
    </>
  );
}
