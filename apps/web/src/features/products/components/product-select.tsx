import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Product } from '@stitchworks/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../api/get-product';
import { useProducts } from '../api/get-products';

const SEARCH_LIMIT = 20;

const labelOf = (product: Product) => `${product.title} · ${product.sku}`;

/**
 * Picks one of the seller's products by title or SKU, searching on the server as the seller
 * types. `onProduct` hears the chosen product's details (catalog, colours, sizes): before
 * `onChange` on a pick, and once read for a product chosen before (an order being edited).
 */
export function ProductSelect({
  label,
  value,
  onChange,
  onProduct,
  error,
  labels,
}: {
  label: string;
  value: number | null;
  onChange: (productId: number | null) => void;
  onProduct: (product: Product) => void;
  error?: string | undefined;
  labels: { placeholder: string; nothingFound: string; loading: string };
}) {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState('');
  const chosen = useProduct(value ?? undefined);
  // Once a product is chosen the box shows its label; that is not a search.
  const typed = chosen.data && search === labelOf(chosen.data) ? '' : search.trim();
  const [keyword] = useDebouncedValue(typed, 300);
  const found = useProducts({ page: 1, limit: SEARCH_LIMIT, keyword: keyword || undefined });

  useEffect(() => {
    if (chosen.data) onProduct(chosen.data);
  }, [chosen.data, onProduct]);

  const rows = found.data?.rows ?? [];
  const options = useMemo(() => {
    const list = [...rows];
    if (chosen.data && !list.some((product) => product.id === chosen.data.id))
      list.unshift(chosen.data);
    return list.map((product) => ({ value: String(product.id), label: labelOf(product) }));
  }, [rows, chosen.data]);

  return (
    <Select
      label={label}
      placeholder={labels.placeholder}
      required
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the keyword; a second filter here would hide SKU matches.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? labels.loading : labels.nothingFound}
      onChange={(next) => {
        const id = next ? Number(next) : null;
        const product = rows.find((row) => row.id === id) ?? chosen.data;
        if (id !== null && product?.id === id) onProduct(product);
        onChange(id);
      }}
      error={error ?? (found.isError ? t('list.loadFailed') : undefined)}
    />
  );
}
