import { Stack, Text } from '@mantine/core';
import type { Emb } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

const mm = (value: number) => formatNumber(Math.round(value * 10) / 10);

/** "12,345 stitches · 6 colours · 80 × 60 mm" of an uploaded file, or that none is yet. */
export function StitchInfo({
  emb,
}: {
  emb: Pick<Emb, 'stitches' | 'colors' | 'widthMm' | 'heightMm' | 'fileName'>;
}) {
  const { t } = useTranslation('embs');
  if (emb.stitches === null && !emb.fileName) {
    return (
      <Text size="sm" c="dimmed">
        {t('list.noFile')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {emb.stitches !== null ? (
        <Text size="sm" fw={600}>
          {t('stitch.stitches', {
            count: emb.stitches,
            formattedCount: formatNumber(emb.stitches),
          })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {[
          emb.colors !== null ? t('stitch.colors', { count: emb.colors }) : null,
          emb.widthMm !== null && emb.heightMm !== null
            ? t('stitch.size', { width: mm(emb.widthMm), height: mm(emb.heightMm) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {emb.fileName ? (
        <Text size="xs" c="dimmed" lineClamp={1} title={emb.fileName} maw={180}>
          {emb.fileName}
        </Text>
      ) : null}
    </Stack>
  );
}
