import { Button, Group, Select, TextInput } from '@mantine/core';
import { type StockAvailability, stockAvailabilities } from '@stitchworks/shared/enums/inventory';
import { type Factory, factories } from '@stitchworks/shared/enums/users';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasInventoryFilters, type StockSearch } from '../inventory-search';
import { CatalogSelect } from './catalog-select';

type Props = { search: StockSearch; onChange: (filters: Omit<StockSearch, 'page'>) => void };

/** Catalog, factory, availability and keyword filters of the seller's stock page. */
export function StockFilters({ search, onChange }: Props) {
  const { t } = useTranslation('inventory');
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);
  const { page: _page, ...current } = search;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...current, keyword: keyword.trim() || undefined });
  };
  return (
    <form onSubmit={submit} aria-label={t('filters.search')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <CatalogSelect
          label={t('filters.catalog')}
          value={search.catalogId}
          onChange={(catalogId) => onChange({ ...current, catalogId })}
          clearable
          w={260}
        />
        <Select
          label={t('filters.factory')}
          placeholder={t('filters.any')}
          data={factories.map((value) => ({ value, label: t(`factories.${value}`) }))}
          value={search.factory ?? null}
          onChange={(value) => onChange({ ...current, factory: (value as Factory) ?? undefined })}
          clearable
          w={170}
        />
        <Select
          label={t('filters.availability')}
          placeholder={t('filters.any')}
          data={stockAvailabilities.map((value) => ({
            value,
            label: t(`stock.availability.${value}`),
          }))}
          value={search.availability ?? null}
          onChange={(value) =>
            onChange({ ...current, availability: (value as StockAvailability) ?? undefined })
          }
          clearable
          w={170}
        />
        <TextInput
          label={t('filters.keyword')}
          placeholder={t('filters.keywordPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          w={220}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('filters.search')}
        </Button>
        {hasInventoryFilters(search) ? (
          <Button variant="subtle" onClick={() => onChange({})}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
