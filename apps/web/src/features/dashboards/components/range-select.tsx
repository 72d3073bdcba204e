import { Select } from '@mantine/core';
import { type DateRange, dateRanges } from '@stitchworks/shared';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { rangeOfSearch, validateDashboardSearch } from '../dashboard-range';

/** The range the URL holds (`?range=week`), and a way to change it (kept in the history). */
export function useDashboardRange(): [DateRange, (range: DateRange) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const range = rangeOfSearch(validateDashboardSearch(location.search as Record<string, unknown>));
  const setRange = (next: DateRange) =>
    void navigate({
      to: location.pathname,
      search: { ...(location.search as Record<string, unknown>), range: next } as never,
    });
  return [range, setRange];
}

export function RangeSelect({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('dashboards');
  return (
    <Select
      label={t('range.label')}
      w={180}
      allowDeselect={false}
      data={dateRanges.map((range) => ({ value: range, label: t(`range.${range}`) }))}
      value={value}
      onChange={(next) => next && onChange(next as DateRange)}
    />
  );
}
