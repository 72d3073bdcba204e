import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { type Factory, factories } from '@stitchworks/shared/enums/users';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasInventoryFilters, type InventorySearch } from '../inventory-search';
import { CatalogSelect } from './catalog-select';

type Props = {
  search: InventorySearch;
  /** Applies filters; the page goes back to 1. */
  onChange: (filters: Omit<InventorySearch, 'page'>) => void;
};

/** Catalog, factory, colour, size, keyword and below-threshold filters of the inventory list. */
export function InventoryFilters({ search, onChange }: Props) {
  const { t } = useTranslation('inventory');
  const [text, setText] = useState({
    color: search.color ?? '',
    size: search.size ?? '',
    keyword: search.keyword ?? '',
  });
  useEffect(
    () =>
      setText({
        color: search.color ?? '',
        size: search.size ?? '',
        keyword: search.keyword ?? '',
      }),
    [search.color, search.size, search.keyword],
  );
  const { page: _page, ...current } = search;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      ...current,
      color: text.color.trim() || undefined,
      size: text.size.trim() || undefined,
      keyword: text.keyword.trim() || undefined,
    });
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
        <TextInput
          label={t('filters.color')}
          value={text.color}
          onChange={(event) => setText({ ...text, color: event.currentTarget.value })}
          w={130}
        />
        <TextInput
          label={t('filters.size')}
          value={text.size}
          onChange={(event) => setText({ ...text, size: event.currentTarget.value })}
          w={90}
        />
        <TextInput
          label={t('filters.keyword')}
          placeholder={t('filters.keywordPlaceholder')}
          value={text.keyword}
          onChange={(event) => setText({ ...text, keyword: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={220}
        />
        <Checkbox
          label={t('filters.belowThreshold')}
          checked={search.belowThreshold ?? false}
          onChange={(event) =>
            onChange({ ...current, belowThreshold: event.currentTarget.checked || undefined })
          }
          mb={8}
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
