import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import {
  type ChoosableColumn,
  type ColumnChoice,
  columnChoiceKey,
  columnVisibilityOf,
  parseColumnChoice,
  toggleColumnChoice,
} from './column-choice';

function readStored(key: string): ColumnChoice {
  try {
    return parseColumnChoice(window.localStorage.getItem(key));
  } catch {
    return {}; // storage blocked by the browser: the defaults apply
  }
}

function store(key: string, choice: ColumnChoice): void {
  try {
    if (Object.keys(choice).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice still holds until the page is left.
  }
}

/**
 * The columns a user chose to see in one table, remembered in this browser for that user (people
 * sharing a computer keep their own).
 */
export function useColumnChoice(tableId: string, columns: readonly ChoosableColumn[]) {
  const user = useCurrentUser();
  const key = columnChoiceKey(tableId, user.id);
  const [state, setState] = useState(() => ({ key, choice: readStored(key) }));
  // Another user signed in on this tab: read theirs.
  const choice = state.key === key ? state.choice : readStored(key);

  const visibility = useMemo(() => columnVisibilityOf(columns, choice), [columns, choice]);
  const setVisible = useCallback(
    (id: string, visible: boolean) => {
      const next = toggleColumnChoice(columns, choice, id, visible);
      store(key, next);
      setState({ key, choice: next });
    },
    [columns, choice, key],
  );
  const reset = useCallback(() => {
    store(key, {});
    setState({ key, choice: {} });
  }, [key]);
  return { visibility, setVisible, reset, customised: Object.keys(choice).length > 0 };
}
