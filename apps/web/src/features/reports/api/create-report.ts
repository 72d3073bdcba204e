import type { CreateReportInput, Report } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from './query-keys';

/** POST /reports: queues a report's generation. */
export async function createReport(input: CreateReportInput) {
  return apiClient.post<{ data: Report; message: string }>('/reports', input);
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.lists() }),
  });
}
