import type { UserList } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { referralsKeys } from './query-keys';

/** Sellers whose e-mail holds `email`, for choosing a code's referrer (GET /users?role=seller). */
export async function searchSellers(email: string, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: UserList }>('/users', {
    query: { role: 'seller', limit: 20, ...(email ? { email } : {}) },
    signal,
  });
  return body.data.rows.map((row) => ({ id: row.id, name: row.name, email: row.email }));
}

export function useSellerSearch(email: string) {
  return useQuery(
    queryOptions({
      queryKey: referralsKeys.sellers(email),
      queryFn: ({ signal }) => searchSellers(email, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
