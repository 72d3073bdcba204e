import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { Emb } from '@stitchworks/shared';
import {
  IconCheck,
  IconDots,
  IconDownload,
  IconEye,
  IconNote,
  IconTrash,
  IconUpload,
  IconUserShare,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmbAction } from '../emb-abilities';

const icons: Record<EmbAction, ReactNode> = {
  assign: <IconUserShare size={16} aria-hidden />,
  upload: <IconUpload size={16} aria-hidden />,
  accept: <IconCheck size={16} aria-hidden />,
  reject: <IconX size={16} aria-hidden />,
  note: <IconNote size={16} aria-hidden />,
  download: <IconDownload size={16} aria-hidden />,
  delete: <IconTrash size={16} aria-hidden />,
};

/** The action a row offers as a button: what the job waits for from this user. */
export function primaryActionOf(emb: Emb, actions: readonly EmbAction[]): EmbAction | undefined {
  if (emb.status === 'todo' && actions.includes('assign')) return 'assign';
  if (emb.status === 'uploaded' && actions.includes('accept')) return 'accept';
  if (emb.status === 'assigned' && actions.includes('upload')) return 'upload';
  return undefined;
}

/** A row's details button, its next step as a button, and every allowed action in a menu. */
export function EmbRowActions({
  emb,
  actions,
  onAction,
  onOpen,
  hideDetails = false,
}: {
  emb: Emb;
  actions: readonly EmbAction[];
  onAction: (action: EmbAction, emb: Emb) => void;
  onOpen: (emb: Emb) => void;
  /** In the detail drawer itself. */
  hideDetails?: boolean;
}) {
  const { t } = useTranslation('embs');
  const primary = primaryActionOf(emb, actions);
  const labelOf = (action: EmbAction) =>
    action === 'assign' && emb.designer ? t('actions.reassign') : t(`actions.${action}`);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {primary ? (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={icons[primary]}
          onClick={() => onAction(primary, emb)}
        >
          {labelOf(primary)}
        </Button>
      ) : null}
      {hideDetails ? null : (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => onOpen(emb)}
          aria-label={t('actions.detailsOf', { id: emb.id })}
          title={t('actions.details')}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      )}
      {actions.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('actions.menu', { id: emb.id })}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => (
              <Menu.Item
                key={action}
                leftSection={icons[action]}
                color={action === 'delete' || action === 'reject' ? 'red' : undefined}
                onClick={() => onAction(action, emb)}
              >
                {labelOf(action)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
