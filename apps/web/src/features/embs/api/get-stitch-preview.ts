import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/api-client';
import { apiPathOf } from './api-path';
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
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return undefined;
    const next = URL.createObjectURL(query.data);
    setObjectUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setObjectUrl(null);
    };
  }, [query.data]);
  return {
    objectUrl,
    isPending: Boolean(url) && query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
