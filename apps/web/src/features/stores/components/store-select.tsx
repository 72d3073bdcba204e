import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStores } from '../api/get-stores';

/** Chooses one of the seller's stores. */
export function StoreSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (storeId: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('stores');
  const stores = useStores({ page: 1, limit: 100 });
  return (
    <Select
      label={t('select.label')}
      placeholder={stores.isPending ? t('select.loading') : t('select.placeholder')}
      data={(stores.data?.rows ?? []).map((store) => ({
        value: String(store.id),
        label: `${store.name} · ${t(`types.${store.type}`)}`,
      }))}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      nothingFoundMessage={t('select.none')}
      error={error ?? (stores.isError ? t('list.loadFailed') : undefined)}
      required
    />
  );
}
