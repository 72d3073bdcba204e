/**
 * English templates the API fills and the web reads back: `{{name}}` is a parameter;
 * `{{count|order|orders}}` is the word that agrees with the parameter `count` (the first form for
 * 1, the second otherwise). A record of templates is read back with the pattern each parameter
 * name may hold; the first template whose pattern matches a text is its reading.
 */

/** `{{name}}`, or `{{name|one|other}}`: the word agreeing with the count `name`. */
const TOKEN = /\{\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}\}/g;

/** The parameter names a template holds: 'id' | 'count' for 'Order #{{id}} … {{count}}'. */
export type TemplateParams<T extends string> = T extends `${string}{{${infer Token}}}${infer Rest}`
  ? (Token extends `${infer Name}|${string}` ? Name : Token) | TemplateParams<Rest>
  : never;

/** The values a template is filled with: `{ id: 12 }` for 'Order #{{id}} was created'. */
export type TemplateValues<T extends string> = Record<TemplateParams<T>, string | number>;

/** The parameter names a template holds, each once (a plural word's count included). */
export function templateParamNames(template: string): string[] {
  return [...new Set([...template.matchAll(TOKEN)].map(([, name]) => name ?? ''))];
}

/** A template filled with its values. */
export function fillTemplate<T extends string>(template: T, values: TemplateValues<T>): string {
  const named: Record<string, string | number> = values;
  return template.replace(TOKEN, (_, name: string, one?: string, other?: string) =>
    one === undefined ? String(named[name]) : Number(named[name]) === 1 ? one : (other ?? ''),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a whole text the template makes, each parameter a named group. */
function patternOf(template: string, patternFor: (name: string) => string | undefined): RegExp {
  let source = '';
  let from = 0;
  for (const token of template.matchAll(TOKEN)) {
    const [whole, name = '', one, other = ''] = token;
    source += escapeRegExp(template.slice(from, token.index));
    if (one !== undefined) {
      source += `(?:${escapeRegExp(one)}|${escapeRegExp(other)})`;
    } else {
      const pattern = patternFor(name);
      if (!pattern) throw new Error(`template "${template}": no pattern for {{${name}}}`);
      source += `(?<${name}>${pattern})`;
    }
    from = token.index + whole.length;
  }
  return new RegExp(`^${source}${escapeRegExp(template.slice(from))}$`, 's');
}

/** A text read back to the key of the template that made it and the parameters it holds. */
export type TemplateReading<K extends string> = { key: K; params: Record<string, string> };

/**
 * What reads a text back to its template in `templates`: `patterns` says what each parameter name
 * may hold, `exceptions` where one template's parameter holds something else. Null when no
 * template made the text.
 */
export function templateReader<K extends string>(
  templates: Readonly<Record<K, string>>,
  patterns: Readonly<Record<string, string>>,
  exceptions: { readonly [Key in K]?: Readonly<Record<string, string>> } = {},
): (text: string) => TemplateReading<K> | null {
  const readers = (Object.keys(templates) as K[]).map(
    (key) =>
      [
        key,
        patternOf(templates[key], (name) => exceptions[key]?.[name] ?? patterns[name]),
      ] as const,
  );
  return (text) => {
    for (const [key, pattern] of readers) {
      const match = pattern.exec(text);
      if (match) return { key, params: { ...match.groups } };
    }
    return null;
  };
}
