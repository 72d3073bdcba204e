import { type ChangeEvent, useState } from 'react';
import type { ListSearch } from './use-list-search';

/** A list's filter bar's props: the filters of its URL (but the page), and where a change goes. */
export type ListFiltersProps<S extends ListSearch> = {
  filters: Omit<S, 'page'>;
  /** Applies filters; the page goes back to 1. */
  onChange: (filters: Omit<S, 'page'>) => void;
};

/** What useFilterBar gives a filter bar. */
export type FilterBarState = ReturnType<typeof useFilterBar>;

/** The names of a list's filters that hold a text. */
type TextFilter<F> = {
  [K in keyof F & string]: F[K] extends string | undefined ? K : never;
}[keyof F & string];

/**
 * The state of a filter bar over a list's filters (the URL's search params but the page): a
 * select or checkbox applies at once (`set`), a text box applies on submit, trimmed, an empty one
 * dropped. The text boxes show the URL's values again when the URL changes by itself (the back
 * button, a link, reset).
 */
export function useFilterBar<F extends object, T extends TextFilter<F> = never>(
  filters: F,
  onChange: (next: F) => void,
  textFilters: readonly T[] = [],
) {
  const textsOf = (from: F) =>
    Object.fromEntries(
      textFilters.map((name) => [name, (from[name] as string | undefined) ?? '']),
    ) as Record<T, string>;
  const [texts, setTexts] = useState(() => textsOf(filters));
  const inUrl = textFilters.map((name) => filters[name] ?? '').join('\n');
  const [shown, setShown] = useState(inUrl);
  if (shown !== inUrl) {
    setShown(inUrl);
    setTexts(textsOf(filters));
  }

  return {
    /** Whether a filter is set: the reset button shows. */
    active: Object.values(filters).some((value) => value !== undefined),
    /** Applies a change of filters that take effect at once. */
    set: (change: Partial<F>) => onChange({ ...filters, ...change }),
    /** The value and change handler of a text box that applies on submit. */
    text: (name: T) => ({
      value: texts[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setTexts({ ...texts, [name]: event.currentTarget.value }),
    }),
    /** Applies what is typed in the text boxes. */
    submit: () =>
      onChange({
        ...filters,
        ...Object.fromEntries(textFilters.map((name) => [name, texts[name].trim() || undefined])),
      }),
    /** Clears every filter. */
    reset: () => onChange({} as F),
  };
}
