import type { Announcement, AnnouncementInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dashboardsKeys } from './query-keys';

/** Creates an announcement, or changes one when an id is given. */
export async function saveAnnouncement({
  id,
  input,
}: {
  id?: number;
  input: AnnouncementInput;
}): Promise<Announcement> {
  const body = id
    ? await apiClient.put<{ data: Announcement }>(`/announcements/${id}`, input)
    : await apiClient.post<{ data: Announcement }>('/announcements', input);
  return body.data;
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardsKeys.announcements }),
  });
}
