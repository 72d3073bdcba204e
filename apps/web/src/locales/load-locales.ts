import { i18n } from '../lib/i18n';
import {
  addServerTextContexts,
  addServerTextReaders,
  addServerTexts,
} from '../lib/server-messages';

let loading: Promise<void> | undefined;

/**
 * Adds every namespace of both languages to i18next, once (the first page after the sign-in
 * page waits for it), and with them where each text of the API is translated. A failed download
 * is tried again by the next page that asks.
 */
export function loadAllLocales(): Promise<void> {
  loading ??= Promise.all([
    import('./all-resources'),
    import('./server-text-keys'),
    import('./server-text-contexts'),
    import('../lib/server-text-templates'),
  ])
    .then(
      ([
        { allResources },
        { serverTextPlaces },
        { serverTextContexts },
        { serverTemplateReaders },
      ]) => {
        for (const [language, bundles] of Object.entries(allResources)) {
          for (const [namespace, texts] of Object.entries(bundles)) {
            if (!i18n.hasResourceBundle(language, namespace)) {
              i18n.addResourceBundle(language, namespace, texts);
            }
          }
        }
        addServerTexts(serverTextPlaces);
        addServerTextReaders(serverTemplateReaders(serverTextPlaces));
        addServerTextContexts(serverTextContexts);
      },
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
