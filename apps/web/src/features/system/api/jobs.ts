import type { Job, JobQueues } from '@stitchworks/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const jobsKey = ['jobs'] as const;

/** GET /jobs (admin): every queue with its schedule and counts; refreshed while the page is open. */
export function useJobQueues() {
  return useQuery({
    queryKey: jobsKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: JobQueues }>('/jobs', { signal })).data,
    refetchInterval: 5_000,
  });
}

/** GET /jobs/:name?state=failed: a queue's failed jobs with their error. */
export function useFailedJobs(name: string | null) {
  return useQuery({
    queryKey: [...jobsKey, name, 'failed'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: Job[] }>(`/jobs/${name}?state=failed`, { signal })).data,
    enabled: name !== null,
  });
}

/** POST /jobs/:name/run or /jobs/:name/:id/retry; reloads the counts. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { name: string; retryId?: string }) =>
      apiClient.post<{ message: string }>(
        action.retryId
          ? `/jobs/${action.name}/${action.retryId}/retry`
          : `/jobs/${action.name}/run`,
        undefined,
        { silent: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
