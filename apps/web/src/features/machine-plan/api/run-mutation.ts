import type { Factory } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { machinePlanKeys } from './query-keys';

/** What an action on a run answers: the contract's message (and what changed). */
export type RunAnswer = { data?: unknown; message: string };

/**
 * An action on a run of `factory`. Whether it worked or not, the factory's plan reloads (another
 * producer may have started the run first), and so do the floor's pages of its units.
 */
export function useRunMutation<TInput>(
  factory: Factory,
  call: (input: TInput) => Promise<RunAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: machinePlanKeys.plan(factory) });
      void queryClient.invalidateQueries({ queryKey: ['production'] });
    },
  });
}
