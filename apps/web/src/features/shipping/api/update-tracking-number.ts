import type { OrderPackage, OrderStatus, TrackingNumberInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshOrderShipping } from './label-mutation';

export type TrackingAnswer = {
  data: { orderId: number; status: OrderStatus; packages: OrderPackage[] };
  message: string;
};

/** PUT /orders/{id}/tracking-number: adds a package by its tracking number. */
export async function updateTrackingNumber(orderId: number, input: TrackingNumberInput) {
  return apiClient.put<TrackingAnswer>(`/orders/${orderId}/tracking-number`, input, {
    silent: true,
  });
}

export function useUpdateTrackingNumber(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrackingNumberInput) => updateTrackingNumber(orderId, input),
    onSuccess: () => refreshOrderShipping(queryClient, orderId),
  });
}
