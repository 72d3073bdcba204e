import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { Emb } from '@stitchworks/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber, missingValue } from '../../../lib/format';
import { useEmb } from '../api/get-emb';
import type { EmbAction } from '../emb-abilities';
import { EmbOrderLink } from './emb-order-link';
import { EmbRowActions } from './emb-row-actions';
import { EmbStatusBadge } from './emb-status-badge';
import { DesignImage, StitchPreview } from './stitch-images';
import { StitchInfo } from './stitch-info';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%" fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Everything about one job: the design large, its stitch-out, the note, money and history. */
export function EmbDetailDrawer({
  embId,
  initial,
  actionsOf,
  onAction,
  onClose,
}: {
  embId: number | null;
  initial: Emb | undefined;
  actionsOf: (emb: Emb) => EmbAction[];
  onAction: (action: EmbAction, emb: Emb) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('embs');
  const job = useEmb(embId, initial);
  const emb = job.data;

  return (
    <Drawer
      opened={embId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={embId !== null ? t('detail.title', { id: embId }) : ''}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {!emb ? (
        job.isError ? (
          <Alert color="red" title={t('detail.loadFailed')}>
            <Button variant="light" size="xs" mt="xs" onClick={() => void job.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        ) : (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('detail.loading')} />
          </Group>
        )
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <EmbStatusBadge emb={emb} />
            <EmbRowActions
              emb={emb}
              actions={actionsOf(emb)}
              onAction={onAction}
              onOpen={() => undefined}
              hideDetails
            />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Stack gap={4}>
              <Title order={3} size="h6">
                {t('detail.design')}
              </Title>
              <DesignImage
                url={emb.imageUrl}
                alt={t('list.designAlt', { id: emb.id })}
                size={240}
              />
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h6">
                {t('detail.preview')}
              </Title>
              <StitchPreview
                url={emb.previewUrl}
                alt={t('list.previewAlt', { id: emb.id })}
                size={240}
              />
            </Stack>
          </SimpleGrid>
          <StitchInfo emb={emb} />
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t('detail.note')}
            </Title>
            <Text size="sm" c={emb.note ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {emb.note || t('detail.noNote')}
            </Text>
          </Stack>
          <Divider />
          <Table verticalSpacing={6} aria-label={t('detail.title', { id: emb.id })}>
            <Table.Tbody>
              <Field label={t('columns.location')}>{t(`locations.${emb.location}`)}</Field>
              <Field label={t('columns.seller')}>{emb.seller.name}</Field>
              <Field label={t('columns.order')}>
                <EmbOrderLink orderId={emb.orderId} />
              </Field>
              <Field label={t('columns.waiting')}>{formatNumber(emb.waitingOrders)}</Field>
              <Field label={t('columns.designer')}>
                {emb.designer?.name ?? t('list.unassigned')}
              </Field>
              <Field label={t('detail.file')}>{emb.fileName ?? missingValue()}</Field>
              <Field label={t('detail.format')}>
                {emb.format?.toUpperCase() ?? missingValue()}
              </Field>
              <Field label={t('detail.fileSize')}>
                {emb.fileBytes !== null
                  ? t('detail.kilobytes', { value: formatNumber(Math.ceil(emb.fileBytes / 1024)) })
                  : missingValue()}
              </Field>
              <Field label={t('detail.rejections')}>{formatNumber(emb.rejections)}</Field>
              {emb.rejectReason ? (
                <Field label={t('detail.rejectReason')}>{emb.rejectReason}</Field>
              ) : null}
              <Field label={t('detail.cost')}>{formatMoney(emb.cost)}</Field>
              <Field label={t('detail.charged')}>{formatMoney(emb.charged)}</Field>
            </Table.Tbody>
          </Table>
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t('detail.history')}
            </Title>
            <Table verticalSpacing={6} aria-label={t('detail.history')}>
              <Table.Tbody>
                <Field label={t('detail.createdAt')}>{formatDateTime(emb.createdAt)}</Field>
                <Field label={t('detail.assignedAt')}>{formatDateTime(emb.assignedAt)}</Field>
                <Field label={t('detail.uploadedAt')}>{formatDateTime(emb.uploadedAt)}</Field>
                <Field label={t('detail.acceptedAt')}>{formatDateTime(emb.acceptedAt)}</Field>
                <Field label={t('detail.updatedAt')}>{formatDateTime(emb.updatedAt)}</Field>
              </Table.Tbody>
            </Table>
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
