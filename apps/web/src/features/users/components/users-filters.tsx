import { TextInput } from '@mantine/core';
import { factories, roles, userStatuses } from '@stitchworks/shared';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { FilterSelect } from '../../../components/filter-bar/filter-select';
import { type ListFiltersProps, useFilterBar } from '../../../components/filter-bar/use-filter-bar';
import type { UserListSearch } from '../user-list-search';

/** E-mail search and status, factory and role filters of the users list. */
export function UsersFilters({ filters, onChange }: ListFiltersProps<UserListSearch>) {
  const { t } = useTranslation('users');
  const bar = useFilterBar(filters, onChange, ['email']);
  return (
    <FilterBar
      label={t('filters.search')}
      searchLabel={t('filters.search')}
      resetLabel={t('filters.reset')}
      state={bar}
    >
      <TextInput
        label={t('filters.email')}
        placeholder={t('filters.emailPlaceholder')}
        {...bar.text('email')}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={260}
      />
      <FilterSelect
        label={t('filters.status')}
        placeholder={t('filters.any')}
        options={userStatuses}
        optionLabel={(value) => t(`statuses.${value}`)}
        value={filters.status}
        onChange={(status) => bar.set({ status })}
        w={170}
      />
      <FilterSelect
        label={t('filters.factory')}
        placeholder={t('filters.any')}
        options={factories}
        optionLabel={(value) => t(`factories.${value}`)}
        value={filters.factory}
        onChange={(factory) => bar.set({ factory })}
        w={170}
      />
      <FilterSelect
        label={t('filters.role')}
        placeholder={t('filters.any')}
        options={roles}
        optionLabel={(value) => t(`roles.${value}`)}
        value={filters.role}
        onChange={(role) => bar.set({ role })}
        w={190}
      />
    </FilterBar>
  );
}
