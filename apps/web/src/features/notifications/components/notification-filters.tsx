import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../components/form/day-range-input';

export type NotificationReadFilter = 'all' | 'unread' | 'read';

export type NotificationFilterValues = {
  read: NotificationReadFilter;
  /** Calendar days 'YYYY-MM-DD' in the app time zone. */
  from?: string | undefined;
  to?: string | undefined;
};

type NotificationFiltersProps = {
  value: NotificationFilterValues;
  onChange: (value: NotificationFilterValues) => void;
};

/** Read/unread and a creation date range for the notification list. */
export function NotificationFilters({ value, onChange }: NotificationFiltersProps) {
  const { t } = useTranslation('notifications');
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label={t('filters.label')}
        value={value.read}
        onChange={(read) => onChange({ ...value, read: read as NotificationReadFilter })}
        data={[
          { value: 'all', label: t('filters.all') },
          { value: 'unread', label: t('filters.unread') },
          { value: 'read', label: t('filters.read') },
        ]}
      />
      <DayRangeInput
        label={t('filters.dateRange')}
        placeholder={t('filters.datePlaceholder')}
        clearLabel={t('filters.clearDates')}
        from={value.from}
        to={value.to}
        onChange={(range) => onChange({ ...value, ...range })}
      />
    </Group>
  );
}
