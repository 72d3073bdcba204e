import type { SandboxTestOrderInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

export type TestOrderResult = { message: string; platformOrderName: string };

/** The sandbox shop sells these SKUs; its order reaches the store like a real one (webhook). */
export async function sendTestOrder(
  storeId: number,
  input: SandboxTestOrderInput,
): Promise<TestOrderResult> {
  const body = await apiClient.post<{ data: TestOrderResult }>(
    `/stores/${storeId}/test-order`,
    input,
  );
  return body.data;
}

export function useSendTestOrder(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SandboxTestOrderInput) => sendTestOrder(storeId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeSyncKeys.sandboxShop(storeId) }),
        queryClient.invalidateQueries({ queryKey: storeSyncKeys.logs(storeId) }),
        queryClient.invalidateQueries({ queryKey: storeSyncKeys.orderSyncs() }),
      ]),
  });
}
