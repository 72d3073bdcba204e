import type { AuditList } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export const HISTORY_PAGE_SIZE = 10;

/** A user's audit history: the account, its permissions, discounts and API keys. */
export async function getUserHistory(userId: number, page: number, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: AuditList }>('/audit', {
    query: { userId, page, limit: HISTORY_PAGE_SIZE },
    signal,
  });
  return body.data;
}

export function userHistoryQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: usersKeys.history(userId, { page }),
    queryFn: ({ signal }) => getUserHistory(userId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserHistory(userId: number, page: number) {
  return useQuery(userHistoryQueryOptions(userId, page));
}
