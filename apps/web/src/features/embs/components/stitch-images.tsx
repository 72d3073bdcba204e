import { Center, Image, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStitchPreview } from '../api/get-stitch-preview';

const frame = (size: number) =>
  ({
    width: size,
    height: size,
    borderRadius: 'var(--mantine-radius-sm)',
    border: '1px solid var(--mantine-color-gray-3)',
    background: 'var(--mantine-color-gray-0)',
  }) as const;

/** The seller's design image (a public file), fitted in a square. */
export function DesignImage({ url, alt, size }: { url: string; alt: string; size: number }) {
  const { t } = useTranslation('embs');
  // A design whose file cannot be reached shows the placeholder, not a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return url && failedUrl !== url ? (
    <Image
      src={url}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      loading="lazy"
      style={frame(size)}
      onError={() => setFailedUrl(url)}
    />
  ) : (
    <Center style={frame(size)} role="img" aria-label={alt}>
      <Text size="xs" c="dimmed" ta="center" px={4} aria-hidden>
        {t('list.imageMissing')}
      </Text>
    </Center>
  );
}

/**
 * The drawing of a job's stitches. It is a private file, so it is fetched with the token and shown
 * from an object URL.
 */
export function StitchPreview({
  url,
  alt,
  size,
}: {
  url: string | null;
  alt: string;
  size: number;
}) {
  const { t } = useTranslation('embs');
  const preview = useStitchPreview(url);
  if (preview.objectUrl) {
    return (
      <Image
        src={preview.objectUrl}
        alt={alt}
        w={size}
        h={size}
        fit="contain"
        style={frame(size)}
      />
    );
  }
  return (
    <Center style={frame(size)}>
      {preview.isPending ? (
        <Loader size="xs" aria-label={alt} />
      ) : (
        <Text size="xs" c="dimmed" ta="center" px={4}>
          {preview.isError ? t('list.previewFailed') : t('list.previewMissing')}
        </Text>
      )}
    </Center>
  );
}
