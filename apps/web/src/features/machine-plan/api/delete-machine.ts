import type { Machine } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { machinePlanKeys } from './query-keys';

/** DELETE /machines/{id}: refused (409) while a run is started on it. */
export function deleteMachine(machine: Pick<Machine, 'id'>) {
  return apiClient.delete<{ message: string }>(`/machines/${machine.id}`, { silent: true });
}

export function useDeleteMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (machine: Pick<Machine, 'id' | 'factory'>) => deleteMachine(machine),
    onSuccess: (_answer, machine) => {
      void queryClient.invalidateQueries({ queryKey: machinePlanKeys.machines(machine.factory) });
      void queryClient.invalidateQueries({ queryKey: machinePlanKeys.plans() });
    },
  });
}
