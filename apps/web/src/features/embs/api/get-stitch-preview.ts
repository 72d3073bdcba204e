import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiPathOf } from '../../../lib/api-path';
import { useObjectUrl } from '../../../lib/use-object-url';
import { embsKeys } from './query-keys';

/** GET /embs/{id}/preview.svg: the drawing of the stitches, fetched with the token (private). */
export async function getStitchPreview(url: string, signal?: AbortSignal): Promise<Blob> {
  return apiClient.get<Blob>(apiPathOf(url), {
    signal,
    responseType: 'blob',
    headers: { Accept: 'image/svg+xml' },
    silent: true,
  });
}

export function stitchPreviewQueryOptions(url: string) {
  return queryOptions({
    queryKey: embsKeys.preview(url),
    queryFn: ({ signal }) => getStitchPreview(url, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The preview as an object URL an <img> can show, freed when the component lets go of it. */
export function useStitchPreview(url: string | null | undefined) {
  const query = useQuery({ ...stitchPreviewQueryOptions(url ?? ''), enabled: Boolean(url) });
  const objectUrl = useObjectUrl(query.data);
  return {
    objectUrl,
    isPending: Boolean(url) && query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
