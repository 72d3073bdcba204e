import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiPathOf } from '../../../lib/api-path';
import { useObjectUrl } from '../../../lib/use-object-url';
import { productionKeys } from './query-keys';

/** GET /embs/{id}/preview.svg: the stitch-out drawing, fetched with the token (a private file). */
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
    queryKey: productionKeys.preview(url),
    queryFn: ({ signal }) => getStitchPreview(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The preview as an object URL an <img> can show, freed when the component lets go of it. */
export function useStitchPreview(url: string | null) {
  const query = useQuery({ ...stitchPreviewQueryOptions(url ?? ''), enabled: Boolean(url) });
  const objectUrl = useObjectUrl(query.data);
  return { objectUrl, isPending: Boolean(url) && query.isPending, isError: query.isError };
}
