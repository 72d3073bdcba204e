import { Group, Pill, Select, Stack, TextInput } from '@mantine/core';
import { type TransactionStatus, transactionStatuses, transactionTypes } from '@stitchworks/shared';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { FilterSelect } from '../../../components/filter-bar/filter-select';
import { useFilterBar } from '../../../components/filter-bar/use-filter-bar';
import { DayRangeInput } from '../../../components/form/day-range-input';
import type { TransactionListSearch } from '../transaction-list-search';

type Filters = Omit<TransactionListSearch, 'page'>;

/** The status select's first option: no status filter (not a value the URL ever holds). */
const ALL_STATUSES = 'all';

type Props = {
  search: TransactionListSearch;
  /** Staff search by keyword and narrow to one seller; a seller sees only their own entries. */
  staff: boolean;
  /** The seller the list is narrowed to ('Jane (jane@shop.test)'), when known. */
  sellerName?: string | undefined;
  /** Applies filters; the page goes back to 1. */
  onChange: (filters: Filters) => void;
};

/** Type, status, keyword (staff) and creation dates of the transaction list, plus the seller chip. */
export function TransactionFilters({ search, staff, sellerName, onChange }: Props) {
  const { t } = useTranslation('transactions');
  // A seller's URL may name a keyword or a seller: neither applies to their own ledger.
  const current: Filters = {
    type: search.type,
    status: search.status,
    keyword: staff ? search.keyword : undefined,
    userId: staff ? search.userId : undefined,
    from: search.from,
    to: search.to,
  };
  const bar = useFilterBar(current, onChange, ['keyword']);

  return (
    <Stack gap="xs">
      <FilterBar
        label={t('filters.label')}
        searchLabel={staff ? t('filters.search') : undefined}
        resetLabel={t('filters.reset')}
        state={bar}
      >
        <FilterSelect
          label={t('filters.type')}
          placeholder={t('filters.allTypes')}
          options={transactionTypes}
          optionLabel={(value) => t(`types.${value}`)}
          value={search.type}
          onChange={(type) => bar.set({ type })}
          w={170}
        />
        <Select
          label={t('filters.status')}
          data={[
            { value: ALL_STATUSES, label: t('filters.allStatuses') },
            ...transactionStatuses.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
          value={search.status ?? ALL_STATUSES}
          onChange={(value) =>
            bar.set({
              status: value && value !== ALL_STATUSES ? (value as TransactionStatus) : undefined,
            })
          }
          allowDeselect={false}
          w={170}
        />
        <DayRangeInput
          label={t('filters.dateRange')}
          placeholder={t('filters.datePlaceholder')}
          clearLabel={t('filters.clearDates')}
          from={search.from}
          to={search.to}
          onChange={(range) => bar.set(range)}
        />
        {staff ? (
          <TextInput
            label={t('filters.keyword')}
            placeholder={t('filters.keywordPlaceholder')}
            {...bar.text('keyword')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={255}
            w={280}
          />
        ) : null}
      </FilterBar>
      {staff && search.userId ? (
        <Group gap="xs">
          <Pill
            size="md"
            withRemoveButton
            onRemove={() => bar.set({ userId: undefined })}
            removeButtonProps={{
              // Mantine takes the remove button out of the tab order and hides it; put it back.
              tabIndex: 0,
              'aria-hidden': false,
              'aria-label': t('filters.removeSeller'),
            }}
          >
            {sellerName
              ? t('filters.seller', { name: sellerName })
              : t('filters.sellerById', { id: search.userId })}
          </Pill>
        </Group>
      ) : null}
    </Stack>
  );
}
