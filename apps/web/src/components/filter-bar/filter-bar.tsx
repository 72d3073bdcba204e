import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FilterBarState } from './use-filter-bar';

type FilterBarProps = {
  /** The form's accessible name. */
  label: string;
  /** The search button's text; without it there is none (Enter in a text box still applies). */
  searchLabel?: string | undefined;
  /** The reset button's text; the button shows while a filter is set. */
  resetLabel: string;
  /** The bar's state (useFilterBar): whether a filter is set, submit and reset. */
  state: Pick<FilterBarState, 'active' | 'submit' | 'reset'>;
  /** The filters, in the order they show; a select applies at once, a text box on submit. */
  children: ReactNode;
};

/**
 * A list's filter bar: its filters in a row that wraps, then the search and reset buttons. The
 * state is the list's URL search params (useListSearch), a change going back to the first page.
 */
export function FilterBar({ label, searchLabel, resetLabel, state, children }: FilterBarProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
      aria-label={label}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        {searchLabel ? (
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {searchLabel}
          </Button>
        ) : null}
        {state.active ? (
          <Button variant="subtle" onClick={state.reset}>
            {resetLabel}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
