import type { ReferralHistory } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type ReferralPageQuery, referralsKeys } from './query-keys';

/** GET /referrals/history (seller): the sellers the caller referred and what each earned. */
export async function getReferralHistory(
  query: ReferralPageQuery,
  signal?: AbortSignal,
): Promise<ReferralHistory> {
  const body = await apiClient.get<{ data: ReferralHistory }>('/referrals/history', {
    query,
    signal,
  });
  return body.data;
}

export function referralHistoryQueryOptions(query: ReferralPageQuery) {
  return queryOptions({
    queryKey: referralsKeys.history(query),
    queryFn: ({ signal }) => getReferralHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReferralHistory(query: ReferralPageQuery) {
  return useQuery(referralHistoryQueryOptions(query));
}
