import type { CannedReply, CannedReplyInput } from '@stitchworks/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /tickets/canned-replies: the staff's ready answers. */
export async function getCannedReplies(signal?: AbortSignal) {
  const body = await apiClient.get<{ data: { rows: CannedReply[] } }>('/tickets/canned-replies', {
    signal,
  });
  return body.data.rows;
}

export function useCannedReplies(enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.cannedReplies(),
    queryFn: ({ signal }) => getCannedReplies(signal),
    enabled,
  });
}

type Saved = { data: CannedReply; message: string };

/** POST /tickets/canned-replies, or PUT /tickets/canned-replies/{id} when `id` is given. */
export function saveCannedReply({ id, ...input }: CannedReplyInput & { id?: number | undefined }) {
  return id === undefined
    ? apiClient.post<Saved>('/tickets/canned-replies', input, { silent: true })
    : apiClient.put<Saved>(`/tickets/canned-replies/${id}`, input, { silent: true });
}

/** DELETE /tickets/canned-replies/{id}. */
export async function deleteCannedReply(id: number) {
  const body = await apiClient.delete<{ data: { message: string } }>(
    `/tickets/canned-replies/${id}`,
    { silent: true },
  );
  return body.data;
}

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCannedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.cannedReplies() }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCannedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.cannedReplies() }),
  });
}
