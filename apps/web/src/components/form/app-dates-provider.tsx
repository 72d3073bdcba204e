import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How a picked day reads in a date field, in the interface language ('5 tháng 1, 2026'). */
const VALUE_FORMATS = { en: 'MMM D, YYYY', vi: 'D MMMM, YYYY' } as const;

const languageOf = (language: string) => (language === 'vi' ? 'vi' : 'en');

/**
 * The date pickers follow the interface language: Vietnamese month and weekday names for
 * Vietnamese, weeks starting on Monday in both.
 */
export function AppDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: languageOf(i18n.language), firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

/** The `valueFormat` of a date field in the interface language (re-renders when it changes). */
export function useDateValueFormat(): string {
  const { i18n } = useTranslation();
  return VALUE_FORMATS[languageOf(i18n.language)];
}
