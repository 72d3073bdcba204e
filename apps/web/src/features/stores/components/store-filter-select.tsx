import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StoreType } from '@stitchworks/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../api/get-store';
import { storesQueryOptions } from '../api/get-stores';

const SUGGESTIONS = 30;

/**
 * A list filter by store: the caller's stores (every seller's for staff), found on the server by
 * name as they type; the chosen one is kept by id in the URL; clearing it shows every store.
 */
export function StoreFilterSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (storeId: number | undefined) => void;
}) {
  const { t } = useTranslation('stores');
  const [typed, setTyped] = useState('');
  // The chosen store by its id, so its name shows whatever the suggestions hold.
  const chosen = useStore(value ?? 0, value !== undefined);
  const labelOf = (store: { name: string; type: StoreType }) =>
    `${store.name} · ${t(`types.${store.type}`)}`;
  const chosenLabel = chosen.data ? labelOf(chosen.data) : undefined;
  // The chosen store's own label in the box is not a search.
  const [keyword] = useDebouncedValue(typed === chosenLabel ? '' : typed.trim(), 300);
  const stores = useQuery({
    ...storesQueryOptions({ page: 1, limit: SUGGESTIONS, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
  });
  const rows = stores.data?.rows ?? [];
  const options = rows.map((store) => ({ value: String(store.id), label: labelOf(store) }));
  if (chosen.data && chosenLabel && !rows.some((store) => store.id === chosen.data.id)) {
    options.unshift({ value: String(chosen.data.id), label: chosenLabel });
  }
  return (
    <Select
      label={t('filter.label')}
      placeholder={t('filter.all')}
      searchable
      clearable
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      searchValue={typed}
      onSearchChange={setTyped}
      nothingFoundMessage={stores.isFetching ? t('select.loading') : t('filter.none')}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
