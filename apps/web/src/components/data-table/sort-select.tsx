import { Group, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types';
import type { SortState } from './sort-state';

const DEFAULT_ORDER = '';

/** On a phone the cards have no headers to click: the order is chosen here instead. */
export function SortSelect<T>({
  columns,
  sort,
  onChange,
}: {
  columns: readonly DataTableColumn<T>[];
  sort: SortState | undefined;
  onChange: (next: SortState | undefined) => void;
}) {
  const { t } = useTranslation('dataTable');
  const sortable = columns.filter((column) => column.sortField);
  if (sortable.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label={t('sortField')}
        size="xs"
        w={160}
        allowDeselect={false}
        data={[
          { value: DEFAULT_ORDER, label: t('defaultOrder') },
          ...sortable.map((column) => ({
            value: column.sortField as string,
            label: column.header,
          })),
        ]}
        value={sort?.field ?? DEFAULT_ORDER}
        onChange={(value) =>
          onChange(value ? { field: value, direction: sort?.direction ?? 'desc' } : undefined)
        }
      />
      {sort ? (
        <SegmentedControl
          size="xs"
          aria-label={t('sortField')}
          value={sort.direction}
          onChange={(direction) =>
            onChange({ field: sort.field, direction: direction === 'asc' ? 'asc' : 'desc' })
          }
          data={[
            { value: 'desc', label: t('descending') },
            { value: 'asc', label: t('ascending') },
          ]}
        />
      ) : null}
    </Group>
  );
}
