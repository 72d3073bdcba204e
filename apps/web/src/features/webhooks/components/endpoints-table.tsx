import { ActionIcon, Menu, Stack, Text, Tooltip } from '@mantine/core';
import type { WebhookEndpoint } from '@stitchworks/shared';
import {
  IconDots,
  IconEdit,
  IconKey,
  IconList,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { EndpointStatusBadge } from './endpoint-status-badge';

export type EndpointAction = 'test' | 'deliveries' | 'edit' | 'roll' | 'toggle' | 'delete';

type Props = {
  /** Undefined while the endpoints load. */
  rows: WebhookEndpoint[] | undefined;
  onAction: (action: EndpointAction, endpoint: WebhookEndpoint) => void;
  empty: ReactNode;
  error?: ReactNode;
};

/** The seller's endpoints on the shared data table (cards on a phone), each with its actions. */
export function EndpointsTable({ rows, onAction, empty, error }: Props) {
  const { t } = useTranslation('webhooks');
  const columns = useMemo<DataTableColumn<WebhookEndpoint>[]>(
    () => [
      {
        id: 'endpoint',
        header: t('columns.endpoint'),
        hideable: false,
        card: 'title',
        cell: (endpoint) => (
          <Stack gap={0}>
            <Text size="sm" fw={500} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'events',
        header: t('columns.events'),
        nowrap: true,
        cell: (endpoint) => (
          <Tooltip
            multiline
            w={280}
            label={endpoint.events.map((type) => t(`eventNames.${type}`)).join(', ')}
          >
            <Text size="sm" span>
              {t('eventCount', { count: endpoint.events.length })}
            </Text>
          </Tooltip>
        ),
      },
      {
        id: 'secret',
        header: t('columns.secret'),
        nowrap: true,
        cell: (endpoint) => (
          <Text size="sm" ff="monospace" span>
            {endpoint.secretHint}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        nowrap: true,
        cell: (endpoint) => <EndpointStatusBadge endpoint={endpoint} />,
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        hideable: false,
        align: 'right',
        cell: (endpoint) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('actions.menu', { url: endpoint.url })}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconSend size={16} />}
                disabled={!endpoint.enabled}
                onClick={() => onAction('test', endpoint)}
              >
                {t('actions.test')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconList size={16} />}
                onClick={() => onAction('deliveries', endpoint)}
              >
                {t('actions.deliveries')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconEdit size={16} />}
                onClick={() => onAction('edit', endpoint)}
              >
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconKey size={16} />}
                onClick={() => onAction('roll', endpoint)}
              >
                {t('actions.roll')}
              </Menu.Item>
              <Menu.Item
                leftSection={
                  endpoint.enabled ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />
                }
                onClick={() => onAction('toggle', endpoint)}
              >
                {endpoint.enabled ? t('actions.disable') : t('actions.enable')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onAction('delete', endpoint)}
              >
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
      },
    ],
    [t, onAction],
  );

  return (
    <DataTable
      tableId="webhook-endpoints"
      label={t('title')}
      columns={columns}
      rows={rows}
      getRowId={(endpoint) => String(endpoint.id)}
      empty={empty}
      error={error}
    />
  );
}
