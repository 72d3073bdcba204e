import type { CreateDiscountInput, UpdateDiscountInput, UserDiscount } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export async function createUserDiscount(input: CreateDiscountInput): Promise<UserDiscount> {
  const body = await apiClient.post<{ data: UserDiscount }>('/user-discounts', input);
  return body.data;
}

export async function updateUserDiscount(
  id: number,
  input: UpdateDiscountInput,
): Promise<UserDiscount> {
  const body = await apiClient.put<{ data: UserDiscount }>(`/user-discounts/${id}`, input);
  return body.data;
}

export type SaveDiscountInput = { id?: number | undefined; values: UpdateDiscountInput };

/** Creates the user's discount, or changes the one given by id. */
export function useSaveUserDiscount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveDiscountInput) =>
      id
        ? updateUserDiscount(id, values)
        : createUserDiscount({
            userId,
            type: values.type ?? 'per_order',
            amount: values.amount ?? 0,
            expiredAt: values.expiredAt ?? '',
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.detail(userId) }),
  });
}
