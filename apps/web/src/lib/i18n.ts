import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, namespaces, resources } from '../locales/resources';

export const SUPPORTED_LANGUAGES = ['en', 'vi'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'en';

/**
 * The spec names the producer's locale 'vn'; the interface language code for Vietnamese is 'vi'.
 * Every other role works in English.
 */
export function localeForRole(role: string | null | undefined): AppLanguage {
  return role === 'producer' ? 'vi' : 'en';
}

/** The names of the languages, each in its own language: what a reader of it looks for. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { en: 'English', vi: 'Tiếng Việt' };

/** The account's locale code for an interface language ('vn' is the spec's code for Vietnamese). */
export function localeOfLanguage(language: AppLanguage): 'en' | 'vn' {
  return language === 'vi' ? 'vn' : 'en';
}

/**
 * The texts of the first page in `language`: English comes with the page; Vietnamese (3.6 kB of
 * gzip) is downloaded the first time it is needed.
 */
async function loadFirstPageTexts(language: AppLanguage): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'auth')) return;
  const { viFirstPage } = await import('../locales/vi-first-page');
  for (const [namespace, texts] of Object.entries(viFirstPage)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, texts);
    }
  }
}

export async function changeAppLanguage(language: AppLanguage): Promise<unknown> {
  await loadFirstPageTexts(language);
  return i18n.changeLanguage(language);
}

const LANGUAGE_KEY = 'sw.language';

/**
 * The last language this browser showed, so pages drawn before the account is read (a 404 typed
 * in the address bar, the first paint of a reload) already speak it. The account stays the truth:
 * it is applied once read, and signing out returns to the default.
 */
function rememberedLanguage(): AppLanguage {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return stored === 'vi' || stored === 'en' ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    // The server sends /login already drawn in this language next time (login.vi.html).
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and a value of 'en' or 'vi'; the Cookie Store API is missing from Firefox.
    document.cookie = `sw_lang=${language}; path=/; max-age=31536000; samesite=lax`;
  }
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode without storage: the account still brings the language back after sign-in.
  }
}

i18n.on('languageChanged', syncDocumentLanguage);

const firstLanguage = rememberedLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: firstLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [...namespaces],
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Settled once the remembered language's texts are there: the app draws its first page after. */
export const firstLanguageReady: Promise<void> = loadFirstPageTexts(firstLanguage).catch(() => {
  // Offline or a failed download: the page is drawn in English, the fallback.
});

export { i18n };
