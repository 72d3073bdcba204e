import { Group, MultiSelect, NumberInput } from '@mantine/core';
import { type OrderedProductsGrouping, orderedProductsGroupings } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../components/form/day-range-input';
import { useCurrentUser } from '../../../lib/current-user';
import { SellerPicker } from '../../users/components/seller-picker';
import { groupByParam, groupingsOf, type OrderedProductsSearch } from '../report-search';
import { CatalogSelect, FactorySelect } from './report-filter-selects';

type Props = {
  search: OrderedProductsSearch;
  catalogs: { value: string; label: string }[];
  onChange: (next: OrderedProductsSearch) => void;
};

/** Period, catalog, seller, factory and grouping; each change goes to the URL. */
export function OrderedProductsFilters({ search, catalogs, onChange }: Props) {
  const { t } = useTranslation('reports');
  const sellerPicker = useCurrentUser().role === 'admin';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DayRangeInput
        label={t('filters.period')}
        placeholder={t('filters.last30Days')}
        clearLabel={t('filters.clearPeriod')}
        from={search.from}
        to={search.to}
        onChange={(range) => onChange({ ...search, ...range })}
      />
      <CatalogSelect
        catalogs={catalogs}
        value={search.catalogId}
        onChange={(catalogId) => onChange({ ...search, catalogId })}
        width={220}
      />
      {/* An admin picks the seller by name or e-mail; a manager, who cannot list users, types the id. */}
      {sellerPicker ? (
        <SellerPicker
          value={search.sellerId}
          onChange={(sellerId) => onChange({ ...search, sellerId })}
        />
      ) : (
        <NumberInput
          label={t('filters.sellerId')}
          placeholder={t('filters.allSellers')}
          value={search.sellerId ?? ''}
          onChange={(value) =>
            onChange({
              ...search,
              sellerId: typeof value === 'number' && value > 0 ? value : undefined,
            })
          }
          min={1}
          allowDecimal={false}
          w={{ base: '100%', xs: 140 }}
        />
      )}
      <FactorySelect
        value={search.factory}
        onChange={(factory) => onChange({ ...search, factory })}
        width={160}
      />
      <MultiSelect
        label={t('filters.groupBy')}
        data={orderedProductsGroupings.map((value) => ({ value, label: t(`groupings.${value}`) }))}
        value={groupingsOf(search.groupBy)}
        onChange={(value) =>
          onChange({ ...search, groupBy: groupByParam(value as OrderedProductsGrouping[]) })
        }
        w={{ base: '100%', xs: 320 }}
      />
    </Group>
  );
}
