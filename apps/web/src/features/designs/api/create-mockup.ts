import type { MockupInput } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { designsKeys } from './query-keys';

export async function createMockup(input: MockupInput, signal?: AbortSignal): Promise<string> {
  const body = await apiClient.post<{ data: { url: string } }>('/mockups', input, { signal });
  return body.data.url;
}

/** The same request always gives the same image, so it is cached like a read. */
export function mockupQueryOptions(input: MockupInput) {
  return queryOptions({
    queryKey: designsKeys.mockup(input),
    queryFn: ({ signal }) => createMockup(input, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMockup(input: MockupInput | undefined) {
  return useQuery({
    ...mockupQueryOptions(input ?? { catalogId: 0, color: '', designId: 0, position: 'front' }),
    enabled: input !== undefined,
  });
}
