import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueryOptions } from '../api/get-user';
import { usersQueryOptions } from '../api/get-users';

/**
 * A seller filter for an admin: type part of an e-mail, pick the seller by name and e-mail (as the
 * order list's seller filter does) instead of typing a numeric id. A seller chosen before (from
 * the URL) stays an option while the search lists others.
 */
export function SellerPicker({
  value,
  onChange,
  width,
}: {
  value: number | undefined;
  onChange: (sellerId: number | undefined) => void;
  width?: number;
}) {
  const { t } = useTranslation('users');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const sellers = useQuery(
    usersQueryOptions({ role: 'seller', email: search || undefined, limit: 20 }),
  );
  // The seller chosen before (opened from a URL) is named even when the search does not list them.
  const chosen = useQuery({ ...userQueryOptions(value ?? 0), enabled: value !== undefined });
  const options = useMemo(() => {
    const found = (sellers.data?.rows ?? []).map((user) => ({
      value: String(user.id),
      label: `${user.name} (${user.email})`,
    }));
    if (value === undefined || found.some((option) => option.value === String(value))) {
      return found;
    }
    const label = chosen.data
      ? `${chosen.data.name} (${chosen.data.email})`
      : t('sellerPicker.byId', { id: value });
    return [{ value: String(value), label }, ...found];
  }, [sellers.data, chosen.data, value, t]);

  return (
    <Select
      // Drawn again once the chosen seller's name arrives: the field keeps the text it showed.
      key={chosen.data ? 'named' : 'by-id'}
      label={t('sellerPicker.label')}
      placeholder={t('sellerPicker.placeholder')}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      onSearchChange={setText}
      searchable
      clearable
      nothingFoundMessage={t('sellerPicker.none')}
      w={{ base: '100%', xs: width ?? 260 }}
    />
  );
}
