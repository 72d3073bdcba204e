import type { StoreSyncLog } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type SyncLogQuery, storeSyncKeys } from './query-keys';

export type SyncLogList = { rows: StoreSyncLog[]; count: number; total: number; totalPage: number };

export async function getSyncLogs(
  storeId: number,
  query: SyncLogQuery,
  signal?: AbortSignal,
): Promise<SyncLogList> {
  const body = await apiClient.get<{ data: SyncLogList }>(`/stores/${storeId}/sync-logs`, {
    query,
    signal,
  });
  return body.data;
}

export function syncLogsQueryOptions(storeId: number, query: SyncLogQuery) {
  return queryOptions({
    queryKey: storeSyncKeys.logList(storeId, query),
    queryFn: ({ signal }) => getSyncLogs(storeId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSyncLogs(storeId: number, query: SyncLogQuery) {
  return useQuery(syncLogsQueryOptions(storeId, query));
}
