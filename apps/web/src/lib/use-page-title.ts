import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { namespaces } from '../locales/resources';

/** A translation key, written 'namespace:key' outside the common namespace. */
export type PageTitleKey = ParseKeys<typeof namespaces>;

/** Sets the browser title to '<page> · Stitchworks' in the current language. */
export function usePageTitle(titleKey: PageTitleKey): void {
  const { t } = useTranslation(namespaces);
  const title = `${t(titleKey)} · ${t('appName')}`;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
