import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
      <DatePickerInput
        type="range"
        label={t('filters.dateRange')}
        placeholder={t('filters.datePlaceholder')}
        value={[value.from ?? null, value.to ?? null]}
        onChange={([from, to]) => {
          // Wait for the second day of a range before filtering; clearing applies at once.
          if (from && !to) return;
          onChange({ ...value, from: from ?? undefined, to: to ?? undefined });
        }}
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearDates') }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        valueFormat="MMM D, YYYY"
        miw={260}
      />
    </Group>
  );
}
