import type { InvoiceInfo, SelfUser } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

export async function updateInvoiceInfo(invoiceInfo: InvoiceInfo): Promise<SelfUser> {
  const body = await apiClient.put<{ data: SelfUser }>('/users/self/invoice-info', {
    invoiceInfo,
  });
  return body.data;
}

export function useUpdateInvoiceInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceInfo,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.self(), user),
  });
}
