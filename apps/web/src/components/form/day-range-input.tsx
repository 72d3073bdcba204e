import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useDateValueFormat } from './app-dates-provider';

/** Calendar days 'YYYY-MM-DD' in the app time zone; both or neither. */
export type DayRange = { from?: string | undefined; to?: string | undefined };

type Props = DayRange & {
  label: string;
  placeholder: string;
  /** The accessible name of the clear button. */
  clearLabel: string;
  onChange: (range: DayRange) => void;
};

/**
 * A list filter by creation day: it waits for the second day of a range before filtering, and
 * clearing applies at once. Lists send it as unix seconds for the start and end of those days.
 */
export function DayRangeInput({ from, to, label, placeholder, clearLabel, onChange }: Props) {
  const valueFormat = useDateValueFormat();
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      value={[from ?? null, to ?? null]}
      onChange={([first, last]) => {
        if (first && !last) return;
        onChange({ from: first ?? undefined, to: last ?? undefined });
      }}
      allowSingleDateInRange
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      valueFormat={valueFormat}
      miw={260}
    />
  );
}
