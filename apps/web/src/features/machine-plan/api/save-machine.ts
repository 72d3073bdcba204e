import type { Machine, MachineInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { machinePlanKeys } from './query-keys';

type Saved = { data: Machine; message: string };

/** POST /machines, or PUT /machines/{id} when `id` is given (admin, manager). */
export function saveMachine({ id, ...input }: MachineInput & { id?: number | undefined }) {
  return id === undefined
    ? apiClient.post<Saved>('/machines', input, { silent: true })
    : apiClient.put<Saved>(`/machines/${id}`, input, { silent: true });
}

/** Saves a machine; the factory's machines and its plan (placed on them) reload. */
export function useSaveMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMachine,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({
        queryKey: machinePlanKeys.machines(saved.data.factory),
      });
      void queryClient.invalidateQueries({ queryKey: machinePlanKeys.plans() });
    },
  });
}
