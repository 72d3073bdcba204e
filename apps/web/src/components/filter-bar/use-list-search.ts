/** What every list keeps in its URL beside its filters: the page, absent on the first. */
export type ListSearch = { page?: number | undefined };

type NavigateOptions = { replace?: boolean | undefined };

/**
 * A list's state in its URL search params (TanStack Router's typed search of the route): its
 * filters and its page. New filters take the list back to its first page; a keyword typed in a
 * debounced box (KeywordInput) replaces the URL instead of adding to the history.
 */
export function useListSearch<S extends ListSearch>(
  search: S,
  navigate: (next: S, options?: NavigateOptions) => void,
) {
  const { page, ...filters } = search;
  return {
    filters: filters as Omit<S, 'page'>,
    page: page ?? 1,
    setFilters: (next: Omit<S, 'page'>, options?: NavigateOptions) => navigate(next as S, options),
    setPage: (next: number) => navigate({ ...search, page: next > 1 ? next : undefined }),
    reset: () => navigate({} as S),
  };
}
