import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProductionItem } from '@stitchworks/shared';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useDownloadStitchFile } from '../api/download-stitch-file';
import { EmbOptionsDialog } from './emb-options-dialog';
import { StitchOutApproval } from './stitch-out-approval';
import { StitchPreview } from './stitch-preview';

type Design = ProductionItem['designs'][number];

/**
 * Each design of the item as the floor needs it: the artwork, the mockup, the stitch-out preview
 * with its stitches, thread colours and size, and the embroidery options.
 */
export function ItemDesigns({
  itemId,
  designs,
  canApprove = false,
  canEditEmb = false,
}: {
  itemId: number;
  designs: readonly Design[];
  /** The seller may approve stitch-outs waiting for them. */
  canApprove?: boolean;
  /** Staff may edit each design's embroidery options. */
  canEditEmb?: boolean;
}) {
  const { t } = useTranslation('production');
  return (
    <Card component="section" aria-labelledby="designs-title" padding="md">
      <Stack gap="md">
        <Title order={2} size="h4" id="designs-title">
          {t('designs.title')}
        </Title>
        {designs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('designs.none')}
          </Text>
        ) : (
          designs.map((design) => (
            <DesignBlock
              key={design.location}
              itemId={itemId}
              design={design}
              canApprove={canApprove}
              canEditEmb={canEditEmb}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}

function DesignBlock({
  itemId,
  design,
  canApprove,
  canEditEmb,
}: {
  itemId: number;
  design: Design;
  canApprove: boolean;
  canEditEmb: boolean;
}) {
  const { t } = useTranslation('production');
  const [editingEmb, setEditingEmb] = useState(false);
  const download = useDownloadStitchFile();
  const location = t(`locations.${design.location}`);
  const file = design.stitchFile;

  const facts: [string, string][] = [];
  if (file?.stitches != null) facts.push([t('designs.stitches'), formatNumber(file.stitches)]);
  if (file?.colors != null) facts.push([t('designs.colors'), String(file.colors)]);
  if (file?.widthMm != null && file.heightMm != null) {
    facts.push([
      t('designs.dimensions'),
      t('designs.dimensionsValue', { width: file.widthMm, height: file.heightMm }),
    ]);
  }
  const emb = design.emb;
  const options: [string, string][] = emb
    ? [
        [t('designs.embName'), emb.name],
        [t('designs.applique'), emb.applique ? t('designs.yes') : t('designs.no')],
        [t('designs.fabric'), emb.fabric],
        [t('designs.outline'), emb.outline],
      ].filter((entry): entry is [string, string] => Boolean(entry[1]))
    : [];

  return (
    <Stack
      gap="sm"
      pb="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap={8} wrap="wrap">
        <Title order={3} size="h5">
          {location}
        </Title>
        {file ? (
          <Badge
            size="sm"
            radius="sm"
            variant="light"
            color={file.status === 'accepted' ? 'green' : 'orange'}
            c={file.status === 'accepted' ? '#22713a' : '#a93d00'}
          >
            {t(`designs.embStatuses.${file.status}`)}
          </Badge>
        ) : null}
        {file?.approval ? (
          <Badge size="sm" radius="sm" variant="outline" color="gray" c="gray.9">
            {t(`designs.approvals.${file.approval}`)}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Figure caption={t('designs.design')}>
          <Image
            src={design.imageUrl}
            alt={t('designs.designAlt', { location })}
            h={160}
            fit="contain"
            bg="gray.0"
            radius="sm"
          />
        </Figure>
        {design.mockup ? (
          <Figure caption={t('designs.mockup')}>
            <Image
              src={design.mockup}
              alt={t('designs.mockupAlt', { location })}
              h={160}
              fit="contain"
              bg="gray.0"
              radius="sm"
            />
          </Figure>
        ) : null}
        <Figure caption={t('designs.stitchFile')}>
          {file ? (
            <StitchPreview url={file.previewUrl} alt={t('designs.previewAlt', { location })} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('designs.noStitchFile')}
            </Text>
          )}
        </Figure>
      </SimpleGrid>
      {facts.length > 0 ? <Facts entries={facts} /> : null}
      {canEditEmb ? (
        <Button
          size="xs"
          variant="default"
          w="fit-content"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={`${t('embDialog.edit')} · ${location}`}
          onClick={() => setEditingEmb(true)}
        >
          {t('embDialog.edit')}
        </Button>
      ) : null}
      {editingEmb ? (
        <EmbOptionsDialog
          itemId={itemId}
          location={design.location}
          emb={design.emb}
          onClose={() => setEditingEmb(false)}
        />
      ) : null}
      {canApprove && file?.status === 'accepted' && file.approval === 'waiting' ? (
        <StitchOutApproval embId={file.embId} location={location} />
      ) : null}
      {options.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('designs.embOptions')}
          </Text>
          <Facts entries={options} />
        </Stack>
      ) : null}
      {file?.fileUrl ? (
        <Button
          size="sm"
          variant="light"
          w="fit-content"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          aria-label={t('designs.downloadLabel', { location })}
          onClick={() =>
            download.mutate(
              {
                url: file.fileUrl as string,
                fileName: file.fileName ?? `stitch-${file.embId}.${file.format ?? 'dst'}`,
              },
              {
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    title: t('designs.downloadFailed'),
                    message: getErrorMessage(error),
                  }),
              },
            )
          }
        >
          {t('designs.download')}
          {file.fileName ? ` · ${file.fileName}` : ''}
        </Button>
      ) : null}
    </Stack>
  );
}

function Figure({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <Stack component="figure" gap={4} m={0}>
      {children}
      <Text component="figcaption" size="xs" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
}

function Facts({ entries }: { entries: [string, string][] }) {
  return (
    <Group component="dl" gap="md" m={0} wrap="wrap">
      {entries.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {value}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
