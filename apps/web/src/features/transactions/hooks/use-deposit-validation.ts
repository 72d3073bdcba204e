import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentUserKeys } from '../../../lib/current-user';
import { transactionsKeys } from '../api/query-keys';
import { approveSandboxPayment, validateDeposit } from '../api/top-up';
import { type DepositOutcome, pollDepositValidation } from '../deposit-validation';

export type DepositValidationState =
  | { phase: 'idle' }
  | { phase: 'confirming'; attempt: number }
  | { phase: 'done'; outcome: DepositOutcome };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Confirms a top-up with the server (POST /transactions/:id/validate, polled while pending). One
 * run at a time: `start` does nothing while a run is under way, so React StrictMode's doubled
 * effects never validate twice at once. A completed top-up reloads the header credit and the
 * ledger. Leaving the page stops the polling.
 */
export function useDepositValidation(id: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DepositValidationState>({ phase: 'idle' });
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'confirming', attempt: 1 });
    void pollDepositValidation({
      validate: () => validateDeposit(id),
      wait: sleep,
      active: () => mounted.current,
      onAttempt: (attempt) => setState({ phase: 'confirming', attempt }),
    }).then((outcome) => {
      running.current = false;
      if (!outcome) return;
      if (outcome.kind !== 'failed' && outcome.transaction) {
        queryClient.setQueryData(transactionsKeys.detail(id), outcome.transaction);
      }
      if (outcome.kind === 'completed') {
        void queryClient.invalidateQueries({ queryKey: currentUserKeys.credit() });
      }
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.lists() });
      if (mounted.current) setState({ phase: 'done', outcome });
    });
  }, [id, queryClient]);

  /** Shows an outcome known without asking the server (the payer cancelled the sandbox payment). */
  const settle = useCallback((outcome: DepositOutcome) => {
    if (!running.current) setState({ phase: 'done', outcome });
  }, []);

  /**
   * The sandbox wallet's Pay: approves the payment at the sandbox, then confirms it as `start`
   * does. An approval refused (no longer pending, not the sandbox) ends as that failure.
   */
  const approveAndStart = useCallback(() => {
    if (running.current) return;
    setState({ phase: 'confirming', attempt: 1 });
    approveSandboxPayment(id).then(start, (error: unknown) => {
      if (mounted.current && !running.current) {
        setState({ phase: 'done', outcome: { kind: 'failed', error } });
      }
    });
  }, [id, start]);

  return { state, start, settle, approveAndStart };
}
