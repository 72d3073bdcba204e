import { Button, Group, Select, TextInput } from '@mantine/core';
import {
  type Factory,
  factories,
  type Role,
  roles,
  type UserStatus,
  userStatuses,
} from '@stitchworks/shared';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListSearch } from '../user-list-search';

type Props = {
  search: UserListSearch;
  /** Applies filters; the page goes back to 1. */
  onChange: (filters: Omit<UserListSearch, 'page'>) => void;
};

/** E-mail search and status, factory and role filters of the users list. */
export function UsersFilters({ search, onChange }: Props) {
  const { t } = useTranslation('users');
  const [email, setEmail] = useState(search.email ?? '');
  useEffect(() => setEmail(search.email ?? ''), [search.email]);

  const current = {
    status: search.status,
    email: search.email,
    factory: search.factory,
    role: search.role,
  };
  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...current, email: email.trim() || undefined });
  };
  const hasFilters = Object.values(current).some(Boolean);

  return (
    <form onSubmit={submitEmail} aria-label={t('filters.search')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('filters.email')}
          placeholder={t('filters.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={260}
        />
        <Select
          label={t('filters.status')}
          placeholder={t('filters.any')}
          data={userStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={search.status ?? null}
          onChange={(value) => onChange({ ...current, status: (value as UserStatus) ?? undefined })}
          clearable
          w={170}
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
          label={t('filters.role')}
          placeholder={t('filters.any')}
          data={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={search.role ?? null}
          onChange={(value) => onChange({ ...current, role: (value as Role) ?? undefined })}
          clearable
          w={190}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('filters.search')}
        </Button>
        {hasFilters ? (
          <Button variant="subtle" onClick={() => onChange({})}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
