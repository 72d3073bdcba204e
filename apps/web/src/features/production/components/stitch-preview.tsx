import { Center, Image, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStitchPreview } from '../api/get-stitch-preview';

/** The stitch-out SVG of a stitch file, loaded with the token (the API keeps it private). */
export function StitchPreview({
  url,
  alt,
  size = 160,
}: {
  url: string | null;
  alt: string;
  size?: number;
}) {
  const { t } = useTranslation('production');
  const preview = useStitchPreview(url);
  const frame = { w: size, h: size, bg: 'gray.0', style: { borderRadius: 8 } } as const;
  if (!url) {
    return (
      <Center {...frame}>
        <Text size="xs" c="dimmed" ta="center" px={4}>
          {t('designs.noPreview')}
        </Text>
      </Center>
    );
  }
  if (preview.isError) {
    return (
      <Center {...frame}>
        <Text size="xs" c="red.9" ta="center" px={4}>
          {t('designs.previewFailed')}
        </Text>
      </Center>
    );
  }
  if (!preview.objectUrl) {
    return (
      <Center {...frame}>
        <Loader size="sm" />
      </Center>
    );
  }
  return <Image src={preview.objectUrl} alt={alt} fit="contain" {...frame} />;
}
