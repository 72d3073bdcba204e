import { Group, Stack, Text } from '@mantine/core';
import type { Emb } from '@stitchworks/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate, formatNumber } from '../../../lib/format';
import type { EmbAction } from '../emb-abilities';
import { EmbOrderLink } from './emb-order-link';
import { EmbRowActions } from './emb-row-actions';
import { EmbStatusBadge } from './emb-status-badge';
import { DesignImage } from './stitch-images';
import { StitchInfo } from './stitch-info';

type Props = {
  rows: Emb[] | undefined;
  fetching: boolean;
  /** Reviewers see the designer column; a designer's queue is all their own. */
  reviewer: boolean;
  actionsOf: (emb: Emb) => EmbAction[];
  onAction: (action: EmbAction, emb: Emb) => void;
  onOpen: (emb: Emb) => void;
  empty: ReactNode;
  error?: ReactNode;
};

/** The latest step a job reached, with its date. */
function JobDates({ emb }: { emb: Emb }) {
  const { t } = useTranslation('embs');
  const steps = [
    emb.acceptedAt && t('list.acceptedAt', { date: formatDate(emb.acceptedAt) }),
    emb.uploadedAt && t('list.uploadedAt', { date: formatDate(emb.uploadedAt) }),
    emb.assignedAt && t('list.assignedAt', { date: formatDate(emb.assignedAt) }),
    t('list.created', { date: formatDate(emb.createdAt) }),
  ].filter(Boolean);
  return (
    <Stack gap={0}>
      {steps.slice(0, 2).map((step, index) => (
        <Text
          key={String(step)}
          size={index === 0 ? 'sm' : 'xs'}
          c={index === 0 ? undefined : 'dimmed'}
        >
          {step}
        </Text>
      ))}
    </Stack>
  );
}

/** The digitizing queue: one row a job, its next step as a button; cards on a phone. */
export function EmbsTable(props: Props) {
  const { t } = useTranslation('embs');
  const { reviewer, actionsOf, onAction, onOpen } = props;
  const columns = useMemo<DataTableColumn<Emb>[]>(() => {
    const all: (DataTableColumn<Emb> | false)[] = [
      {
        id: 'design',
        header: t('columns.design'),
        hideable: false,
        card: 'title',
        cell: (emb) => (
          <Group gap="sm" wrap="nowrap">
            <DesignImage url={emb.imageUrl} alt={t('list.designAlt', { id: emb.id })} size={56} />
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                #{emb.id}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`locations.${emb.location}`)}
              </Text>
            </Stack>
          </Group>
        ),
      },
      {
        id: 'seller',
        header: t('columns.seller'),
        cell: (emb) => (
          <Text size="sm" lineClamp={2} maw={180} title={emb.seller.name}>
            {emb.seller.name}
          </Text>
        ),
      },
      {
        id: 'order',
        header: t('columns.order'),
        nowrap: true,
        cell: (emb) => (
          <Stack gap={0}>
            <EmbOrderLink orderId={emb.orderId} />
            <Text size="xs" c={emb.waitingOrders > 0 ? '#a93d00' : 'dimmed'}>
              {t('list.waitingOrders', {
                count: emb.waitingOrders,
                formattedCount: formatNumber(emb.waitingOrders),
              })}
            </Text>
          </Stack>
        ),
      },
      reviewer && {
        id: 'designer',
        header: t('columns.designer'),
        cell: (emb) =>
          emb.designer ? (
            <Text size="sm">{emb.designer.name}</Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('list.unassigned')}
            </Text>
          ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (emb) => <EmbStatusBadge emb={emb} />,
      },
      {
        id: 'stitches',
        header: t('columns.stitches'),
        cell: (emb) => <StitchInfo emb={emb} />,
      },
      {
        id: 'dates',
        header: t('columns.dates'),
        nowrap: true,
        cell: (emb) => <JobDates emb={emb} />,
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        hideable: false,
        align: 'right',
        cell: (emb) => (
          <EmbRowActions emb={emb} actions={actionsOf(emb)} onAction={onAction} onOpen={onOpen} />
        ),
      },
    ];
    return all.filter((column): column is DataTableColumn<Emb> => column !== false);
  }, [t, reviewer, actionsOf, onAction, onOpen]);

  return (
    <DataTable
      tableId={reviewer ? 'embs-reviewer' : 'embs-designer'}
      label={t('list.tableLabel')}
      columns={columns}
      rows={props.rows}
      getRowId={(emb) => String(emb.id)}
      fetching={props.fetching}
      empty={props.empty}
      error={props.error}
    />
  );
}
