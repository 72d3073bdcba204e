import { useCallback, useRef, useState } from 'react';

type Callbacks<T> = { onSuccess?: (result: T) => void; onError?: (error: unknown) => void };

/**
 * An async action with its pending state, called like a mutation: `run(input, { onSuccess,
 * onError })`. For the sign-in page, which does without the data cache's library.
 */
export function usePendingAction<I, T>(action: (input: I) => Promise<T>) {
  const [isPending, setPending] = useState(false);
  const [variables, setVariables] = useState<I | undefined>(undefined);
  const latest = useRef(action);
  latest.current = action;
  const mutate = useCallback((input: I, callbacks: Callbacks<T> = {}) => {
    setPending(true);
    setVariables(input);
    latest
      .current(input)
      .then(
        (result) => callbacks.onSuccess?.(result),
        (error: unknown) => callbacks.onError?.(error),
      )
      .finally(() => setPending(false));
  }, []);
  return { isPending, variables, mutate };
}
