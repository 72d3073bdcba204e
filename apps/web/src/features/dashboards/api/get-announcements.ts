import type { Announcement, AnnouncementListQuery } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dashboardsKeys } from './query-keys';

export async function getAnnouncements(
  query: AnnouncementListQuery,
  signal?: AbortSignal,
): Promise<Announcement[]> {
  const body = await apiClient.get<{ data: Announcement[] }>('/announcements', { query, signal });
  return body.data;
}

export function announcementsQueryOptions(query: AnnouncementListQuery) {
  return queryOptions({
    queryKey: dashboardsKeys.announcementList(query),
    queryFn: ({ signal }) => getAnnouncements(query, signal),
  });
}

/** Announcements or news meant for the signed-in user (admins: all of them). */
export function useAnnouncements(query: AnnouncementListQuery) {
  return useQuery(announcementsQueryOptions(query));
}
