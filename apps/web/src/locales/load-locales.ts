import { i18n } from '../lib/i18n';

let loading: Promise<void> | undefined;

/**
 * Adds every namespace of both languages to i18next, once (the first page after the sign-in
 * page waits for it). A failed download is tried again by the next page that asks.
 */
export function loadAllLocales(): Promise<void> {
  loading ??= import('./all-resources')
    .then(({ allResources }) => {
      for (const [language, bundles] of Object.entries(allResources)) {
        for (const [namespace, texts] of Object.entries(bundles)) {
          if (!i18n.hasResourceBundle(language, namespace)) {
            i18n.addResourceBundle(language, namespace, texts);
          }
        }
      }
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
