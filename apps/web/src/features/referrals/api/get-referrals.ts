import type { ReferralList } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type ReferralPageQuery, referralsKeys } from './query-keys';

/** GET /referrals (admin): a page of codes with what they earned, and what is unpaid overall. */
export async function getReferrals(
  query: ReferralPageQuery,
  signal?: AbortSignal,
): Promise<ReferralList> {
  const body = await apiClient.get<{ data: ReferralList }>('/referrals', { query, signal });
  return body.data;
}

export function referralsQueryOptions(query: ReferralPageQuery) {
  return queryOptions({
    queryKey: referralsKeys.list(query),
    queryFn: ({ signal }) => getReferrals(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReferrals(query: ReferralPageQuery) {
  return useQuery(referralsQueryOptions(query));
}
