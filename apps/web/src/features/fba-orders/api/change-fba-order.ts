import type { FbaOrder, ShipFbaOrderInput } from '@stitchworks/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { type FbaFormValues, fbaFormData } from './fba-form-data';
import { fbaOrderKeys } from './query-keys';

export type FbaOrderAnswer = { data: FbaOrder; message: string };

function refresh(queryClient: QueryClient, answer: FbaOrderAnswer) {
  queryClient.setQueryData(fbaOrderKeys.detail(answer.data.id), answer.data);
  return queryClient.invalidateQueries({ queryKey: fbaOrderKeys.lists() });
}

/** PUT /fba-orders/{id}: JSON, or multipart when a new label is sent. */
export function updateFbaOrder(id: number, values: FbaFormValues) {
  const withFile = Boolean(values.productLabel || values.shippingLabel);
  const { productLabel: _p, shippingLabel: _s, ...fields } = values;
  return apiClient.put<FbaOrderAnswer>(
    `/fba-orders/${id}`,
    withFile ? fbaFormData(values) : fields,
    { silent: true },
  );
}

export function useUpdateFbaOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FbaFormValues) => updateFbaOrder(id, values),
    onSuccess: (answer) => refresh(queryClient, answer),
  });
}

/** PUT /fba-orders/{id}/approve: answers the message 'approved' (spec 03 §4). */
export function useApproveFbaOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.put<FbaOrderAnswer>(`/fba-orders/${id}/approve`, undefined, {
        silent: true,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fbaOrderKeys.lists() }),
  });
}

export function useCancelFbaOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.put<FbaOrderAnswer>(`/fba-orders/${id}/cancel`, undefined, {
        silent: true,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: (answer) => refresh(queryClient, answer),
  });
}

export function useShipFbaOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShipFbaOrderInput) =>
      apiClient.put<FbaOrderAnswer>(`/fba-orders/${id}/ship`, input, { silent: true }),
    onSuccess: (answer) => refresh(queryClient, answer),
  });
}

export function useDeleteFbaOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete<{ message: string }>(`/fba-orders/${id}`, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fbaOrderKeys.all }),
  });
}

/** GET /fba-orders/{id}/labels: the packer's sheet as a PDF. */
export function getFbaLabelSheet(id: number): Promise<Blob> {
  return apiClient.get<Blob>(`/fba-orders/${id}/labels`, { responseType: 'blob', silent: true });
}

/** An uploaded label's PDF. */
export function getFbaLabelFile(url: string): Promise<Blob> {
  return apiClient.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob', silent: true });
}
