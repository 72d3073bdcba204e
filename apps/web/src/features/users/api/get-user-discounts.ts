import type { UserDiscount } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export type DiscountList = { rows: UserDiscount[]; count: number; totalPage: number };

export async function getUserDiscounts(userId: number, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: DiscountList }>('/user-discounts', {
    query: { userId },
    signal,
  });
  return body.data;
}

export function userDiscountsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: usersKeys.discounts(userId),
    queryFn: ({ signal }) => getUserDiscounts(userId, signal),
  });
}

export function useUserDiscounts(userId: number, enabled = true) {
  return useQuery({ ...userDiscountsQueryOptions(userId), enabled });
}
