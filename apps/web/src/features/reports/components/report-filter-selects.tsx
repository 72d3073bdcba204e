import { Select } from '@mantine/core';
import { type Factory, factories } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

const factoryOptions = factories.map((value) => ({ value, label: value.toUpperCase() }));

type CatalogSelectProps = {
  /** Options from `catalogOptionsOf`; the page loads them. */
  catalogs: { value: string; label: string }[];
  value: number | undefined;
  onChange: (catalogId: number | undefined) => void;
  /** Width from the `xs` breakpoint up; full width below it. */
  width: number;
};

/** One catalog or all of them (cleared); searchable, as the list is long. */
export function CatalogSelect({ catalogs, value, onChange, width }: CatalogSelectProps) {
  const { t } = useTranslation('reports');
  return (
    <Select
      label={t('filters.catalog')}
      placeholder={t('filters.allCatalogs')}
      data={catalogs}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      searchable
      clearable
      w={{ base: '100%', xs: width }}
    />
  );
}

type FactorySelectProps = {
  value: Factory | undefined;
  onChange: (factory: Factory | undefined) => void;
  /** Width from the `xs` breakpoint up; full width below it. */
  width: number;
};

/** One factory or all of them (cleared). */
export function FactorySelect({ value, onChange, width }: FactorySelectProps) {
  const { t } = useTranslation('reports');
  return (
    <Select
      label={t('filters.factory')}
      placeholder={t('filters.allFactories')}
      data={factoryOptions}
      value={value ?? null}
      onChange={(next) => onChange(factories.find((factory) => factory === next))}
      clearable
      w={{ base: '100%', xs: width }}
    />
  );
}
