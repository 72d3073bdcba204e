import type { Factory, Plan } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { machinePlanKeys } from './query-keys';

/** What an action on a run answers: the factory's plan as it is now, and the contract's message. */
export type RunAnswer = { data: Plan; message: string };

/**
 * An action on a run of `factory`. Its answer is the plan as it is now; a refusal reloads the
 * plan (another producer may have started the run first). The floor's pages of the units reload
 * either way.
 */
export function useRunMutation<TInput>(
  factory: Factory,
  call: (input: TInput) => Promise<RunAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(machinePlanKeys.plan(factory), answer.data),
    onError: () => void queryClient.invalidateQueries({ queryKey: machinePlanKeys.plan(factory) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['production'] }),
  });
}
