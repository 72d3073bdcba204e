import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogOptions } from '../api/get-catalog-options';

type Props = {
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  clearable?: boolean;
  w?: number | string;
  error?: string | undefined;
};

/** A catalog picked by its name ('#7 Embroidered Unisex Heavy Cotton Tee'). */
export function CatalogSelect({ label, value, onChange, clearable = false, w, error }: Props) {
  const { t } = useTranslation('inventory');
  const catalogs = useCatalogOptions();
  const data = (catalogs.data ?? []).map((catalog) => ({
    value: String(catalog.id),
    label: `#${catalog.id} ${catalog.name}`,
  }));
  // The chosen id stays visible even before (or without) the names.
  if (value !== undefined && !data.some((item) => item.value === String(value))) {
    data.unshift({ value: String(value), label: `#${value}` });
  }
  return (
    <Select
      label={label}
      placeholder={clearable ? t('filters.any') : undefined}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      w={w}
      error={error}
    />
  );
}
