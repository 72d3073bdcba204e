import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Emb, embMessages, type Role } from '@stitchworks/shared';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useDeleteEmb } from '../api/delete-emb';
import { useDownloadStitchFile } from '../api/download-stitch-file';
import { AcceptEmbDialog } from '../components/accept-emb-dialog';
import { AssignEmbDialog } from '../components/assign-emb-dialog';
import { EmbDetailDrawer } from '../components/emb-detail-drawer';
import { EmbNoteDialog } from '../components/emb-note-dialog';
import { RejectEmbDialog } from '../components/reject-emb-dialog';
import { UploadStitchFileDialog } from '../components/upload-stitch-file-dialog';
import { type EmbAction, embActionsOf } from '../emb-abilities';

type DialogAction = Exclude<EmbAction, 'download' | 'delete'>;

/**
 * The job actions of a list: which a user may take on a job, the dialog each opens, the delete
 * confirmation, the download, and the detail drawer. The page renders `dialogs` once.
 */
export function useEmbActions(user: { id: number; role: Role }) {
  const { t } = useTranslation('embs');
  const [dialog, setDialog] = useState<{ action: DialogAction; emb: Emb } | null>(null);
  const [detail, setDetail] = useState<Emb | null>(null);
  const download = useDownloadStitchFile();
  const remove = useDeleteEmb();
  const { id, role } = user;

  const actionsOf = useCallback((emb: Emb) => embActionsOf(emb, { id, role }), [id, role]);

  const confirmDelete = useCallback(
    (emb: Emb) =>
      modals.openConfirmModal({
        title: t('deleteDialog.title', { id: emb.id }),
        children: <Text size="sm">{t('deleteDialog.body')}</Text>,
        labels: { confirm: t('deleteDialog.confirm'), cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove.mutate(emb.id, {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: translateServerText(embMessages.deleted),
              });
              setDetail((open) => (open?.id === emb.id ? null : open));
            },
            onError: (failure) =>
              notifications.show({ color: 'red', message: getErrorMessage(failure) }),
          }),
      }),
    [t, remove.mutate],
  );

  const onAction = useCallback(
    (action: EmbAction, emb: Emb) => {
      if (action === 'delete') {
        confirmDelete(emb);
      } else if (action === 'download') {
        if (!emb.fileUrl) return;
        download.mutate(
          { url: emb.fileUrl, fileName: emb.fileName ?? `emb-${emb.id}.${emb.format ?? 'dst'}` },
          {
            onError: (failure) =>
              notifications.show({ color: 'red', message: getErrorMessage(failure) }),
          },
        );
      } else {
        setDialog({ action, emb });
      }
    },
    [confirmDelete, download.mutate],
  );

  const onOpen = useCallback((emb: Emb) => setDetail(emb), []);
  const close = () => setDialog(null);

  const dialogs: ReactNode = (
    <>
      <EmbDetailDrawer
        embId={detail?.id ?? null}
        initial={detail ?? undefined}
        actionsOf={actionsOf}
        onAction={onAction}
        onClose={() => setDetail(null)}
      />
      {dialog?.action === 'assign' ? <AssignEmbDialog emb={dialog.emb} onClose={close} /> : null}
      {dialog?.action === 'accept' ? <AcceptEmbDialog emb={dialog.emb} onClose={close} /> : null}
      {dialog?.action === 'reject' ? <RejectEmbDialog emb={dialog.emb} onClose={close} /> : null}
      {dialog?.action === 'note' ? <EmbNoteDialog emb={dialog.emb} onClose={close} /> : null}
      {dialog?.action === 'upload' ? (
        <UploadStitchFileDialog emb={dialog.emb} onClose={close} />
      ) : null}
    </>
  );

  return { actionsOf, onAction, onOpen, dialogs };
}
