import { errorMessages, httpMessages, validationMessages } from '@stitchworks/shared/messages';
import { i18n } from './i18n';

/**
 * Where the texts of one record of the API are translated: for each key of `record`, the i18n key
 * (`namespace:path`) of its text. A text with `{{name}}` parameters is a template
 * (message-templates.ts): the API fills it, and its translation gets the parameters read back,
 * each matching `patterns[name]` (any text where none is given).
 */
export type ServerTextPlaces = {
  readonly record: Readonly<Record<string, string>>;
  readonly keys: Readonly<Record<string, string>>;
  readonly patterns?: Readonly<Record<string, string>>;
};

/** Reads a text of a template back to its translation's key and the parameters it holds. */
export type ServerTextReader = (
  text: string,
) => { key: string; params: Record<string, string> } | null;

/**
 * The screens that word some texts of the API their own way (locales/server-text-contexts.ts):
 * the order book's generic refusal, a payment's, the ledger's, and shipping's "Order not found".
 */
export type ServerTextContext = 'orders' | 'orderPayment' | 'shipping' | 'transactions';

export type ServerTextOptions = {
  /** The screen that shows the text: its own wording of a text, where it has one, is shown. */
  readonly context?: ServerTextContext | undefined;
};

/** What one context does with the texts of the API. */
export type ServerTextContextRules = {
  /** The i18n key of the context's own wording of a text, by the text the API writes. */
  readonly wording: Readonly<Record<string, string>>;
  /** Texts the context shows even from a server fault (a 503 in words of its own). */
  readonly shownFromFault?: readonly string[];
};

const keyOfText = new Map<string, string>();
const readers: ServerTextReader[] = [];
const contextRules = new Map<ServerTextContext, ServerTextContextRules>();

/**
 * Makes the texts of records of the API translatable. The sign-in page has the common records
 * (below); the records of every other screen are added with their namespaces (load-locales.ts).
 * A text already known keeps its first translation. Texts with parameters are read by the
 * readers load-locales.ts adds (server-text-templates.ts), so that the first page does without
 * the template reader: no signed-out page translates a template of the server.
 */
export function addServerTexts(places: readonly ServerTextPlaces[]): void {
  for (const { record, keys } of places) {
    for (const [name, text] of Object.entries(record)) {
      const key = keys[name];
      // A text with `{{…}}` parameters is read by its template's reader instead.
      if (key && !text.includes('{{') && !keyOfText.has(text)) keyOfText.set(text, key);
    }
  }
}

/** Makes texts with parameters translatable (server-text-templates.ts makes their readers). */
export function addServerTextReaders(more: readonly ServerTextReader[]): void {
  readers.push(...more);
}

/** Gives each context its own wording of some texts (locales/server-text-contexts.ts). */
export function addServerTextContexts(
  rules: {
    readonly [C in ServerTextContext]: ServerTextContextRules;
  },
): void {
  for (const [context, rule] of Object.entries(rules)) {
    contextRules.set(context as ServerTextContext, rule);
  }
}

/** Whether the context shows this text of the API even when a server fault (5xx) carries it. */
export function isShownFromFault(text: string, { context }: ServerTextOptions = {}): boolean {
  return context ? (contextRules.get(context)?.shownFromFault?.includes(text) ?? false) : false;
}

/** A template's parameters for i18next: a count as a number, so the right plural is chosen. */
const valuesOf = (params: Record<string, string>) =>
  'count' in params ? { ...params, count: Number(params.count) } : params;

const t = (key: string, values?: Record<string, unknown>) =>
  (i18n.t as (key: string, values?: Record<string, unknown>) => string)(key, values);

/** A text of the API in the interface language; null for a text no record holds. */
function translationOf(text: string, context?: ServerTextContext, depth = 0): string | null {
  const key = (context && contextRules.get(context)?.wording[text]) || keyOfText.get(text);
  if (key) return i18n.exists(key) ? t(key) : null;
  for (const read of readers) {
    const reading = read(text);
    if (!reading) continue;
    const values = valuesOf(reading.params);
    return i18n.exists(reading.key, values) ? t(reading.key, values) : null;
  }
  // 'items.0.size: …', 'row 4: …', '#12: …': a text of ours after the field, row or order it names.
  const named = depth === 0 ? /^([^:\n]{1,80}): (.+)$/s.exec(text) : null;
  const rest = named?.[2] ? translationOf(named[2], context, depth + 1) : null;
  return rest === null ? null : `${named?.[1]}: ${rest}`;
}

/**
 * A text of the API (an error's message, a message of its `details`, a request schema's message)
 * in the interface language: the one translator of the web. English, and a text no record holds,
 * stay as the server wrote them. With a context, the context's own wording of a text is shown.
 */
export function translateServerText(text: string, { context }: ServerTextOptions = {}): string {
  if (i18n.language === 'en') return text;
  return translationOf(text, context) ?? text;
}

/** `prefix.key` for each key of the record, but where `elsewhere` names another place. */
export function keysUnder<R extends Readonly<Record<string, string>>>(
  prefix: string,
  record: R,
  elsewhere: { readonly [K in keyof R]?: string } = {},
): { readonly [K in keyof R]: string } {
  return Object.fromEntries(
    Object.keys(record).map((key) => [key, elsewhere[key] ?? `${prefix}.${key}`]),
  ) as { readonly [K in keyof R]: string };
}

/** The shared errors a signed-out page can meet: their texts come with the sign-in page. */
const signedOutErrors = [
  'accountAlreadyActive',
  'googleEmailNotVerified',
  'ssoEmailNotShared',
  'tokenReused',
  'googleUnreachable',
  'facebookUnreachable',
] as const satisfies readonly (keyof typeof errorMessages)[];

/**
 * Where each shared error is translated: those of the signed-out pages in `common`, which the
 * first page downloads, the others in `system`, which comes with every signed-in page.
 */
export const errorMessageKeys = keysUnder(
  'system:errorMessages',
  errorMessages,
  Object.fromEntries(signedOutErrors.map((key) => [key, `common:errorMessages.${key}`])),
);

addServerTexts([
  { record: validationMessages, keys: keysUnder('common:validation', validationMessages) },
  { record: errorMessages, keys: errorMessageKeys },
  {
    record: httpMessages,
    keys: {
      unexpected: 'common:errors.unexpected',
      rateLimited: 'common:errors.rateLimited',
      rateLimitedFor: 'common:errors.rateLimitedFor',
      permissionDenied: 'common:errors.permissionDenied',
      cannotRefreshToken: 'common:errors.cannotRefreshToken',
      loadingChunkFailed: 'common:errors.chunkLoadFailed',
      validation: 'common:serverErrors.VALIDATION_ERROR',
      notFound: 'common:serverErrors.NOT_FOUND',
      malformedBody: 'common:serverErrors.MALFORMED_BODY',
      unauthorized: 'common:serverErrors.UNAUTHORIZED',
    } satisfies Record<keyof typeof httpMessages, string>,
  },
]);
