import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dashboardsKeys } from './query-keys';

export async function deleteAnnouncement(id: number): Promise<void> {
  await apiClient.delete<{ data: null }>(`/announcements/${id}`);
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardsKeys.announcements }),
  });
}
