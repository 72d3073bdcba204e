import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import { ariaSortOf, type SortState } from './sort-state';

/** A column header that orders the list: the button names its column and the current order. */
export function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: string;
  sort: SortState | undefined;
  onSort: (field: string) => void;
}) {
  const { t } = useTranslation('dataTable');
  const state = ariaSortOf(sort, field);
  const Icon =
    state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  const spoken =
    state === 'ascending'
      ? `, ${t('sortedAscending')}`
      : state === 'descending'
        ? `, ${t('sortedDescending')}`
        : '';
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={() => onSort(field)}
      aria-label={`${t('sortBy', { column: label })}${spoken}`}
    >
      {label}
      <Icon size={14} aria-hidden stroke={state === 'none' ? 1.5 : 2.25} />
    </UnstyledButton>
  );
}
