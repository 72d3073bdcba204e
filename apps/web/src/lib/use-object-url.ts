import { useEffect, useState } from 'react';

/**
 * An object URL of a blob the app fetched with the token (a private image), for an <img>; freed
 * when the blob changes or the component lets go of it.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setObjectUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setObjectUrl(null);
    };
  }, [blob]);
  return objectUrl;
}
