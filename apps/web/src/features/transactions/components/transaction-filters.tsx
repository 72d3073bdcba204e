import { Button, Group, Pill, Select, Stack, TextInput } from '@mantine/core';
import {
  type TransactionStatus,
  type TransactionType,
  transactionStatuses,
  transactionTypes,
} from '@stitchworks/shared';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../components/form/day-range-input';
import { hasTransactionFilters, type TransactionListSearch } from '../transaction-list-search';

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
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);

  const current: Filters = {
    type: search.type,
    status: search.status,
    keyword: staff ? search.keyword : undefined,
    userId: staff ? search.userId : undefined,
    from: search.from,
    to: search.to,
  };
  const submitKeyword = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...current, keyword: keyword.trim() || undefined });
  };

  return (
    <Stack gap="xs">
      <form onSubmit={submitKeyword} aria-label={t('filters.label')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('filters.type')}
            placeholder={t('filters.allTypes')}
            data={transactionTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={search.type ?? null}
            onChange={(value) =>
              onChange({ ...current, type: (value as TransactionType | null) ?? undefined })
            }
            clearable
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
              onChange({
                ...current,
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
            onChange={(range) => onChange({ ...current, ...range })}
          />
          {staff ? (
            <>
              <TextInput
                label={t('filters.keyword')}
                placeholder={t('filters.keywordPlaceholder')}
                value={keyword}
                onChange={(event) => setKeyword(event.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden />}
                maxLength={255}
                w={280}
              />
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
                {t('filters.search')}
              </Button>
            </>
          ) : null}
          {hasTransactionFilters(current) ? (
            <Button variant="subtle" onClick={() => onChange({})}>
              {t('filters.reset')}
            </Button>
          ) : null}
        </Group>
      </form>
      {staff && search.userId ? (
        <Group gap="xs">
          <Pill
            size="md"
            withRemoveButton
            onRemove={() => onChange({ ...current, userId: undefined })}
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
