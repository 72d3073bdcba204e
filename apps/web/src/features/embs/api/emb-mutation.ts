import type { Emb } from '@stitchworks/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { embsKeys } from './query-keys';

/** What a job action answers: the job as it is now and the contract's message. */
export type EmbChange = { data: Emb; message: string };

/** After a job changes: its detail is the answer; lists, counts and designers reload. */
export function settleEmbChange(queryClient: QueryClient, emb?: Emb) {
  if (emb) queryClient.setQueryData(embsKeys.detail(emb.id), emb);
  void queryClient.invalidateQueries({ queryKey: embsKeys.all });
  // An accepted file adds a row to the cost report.
  if (emb?.status === 'accepted')
    void queryClient.invalidateQueries({ queryKey: embsKeys.costs() });
}

/** A mutation on one job; the dialogs show its error themselves, so no global toast. */
export function useEmbMutation<TInput>(call: (input: TInput) => Promise<EmbChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (change) => settleEmbChange(queryClient, change.data),
  });
}
