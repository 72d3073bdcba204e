import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Emb, embMessages } from '@stitchworks/shared';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useUploadEmbFile } from '../api/upload-emb-file';
import { STITCH_FILE_ACCEPT, stitchFileProblem } from '../stitch-file-check';
import { StitchPreview } from './stitch-images';
import { StitchInfo } from './stitch-info';

/**
 * The designer's upload of a DST or PES file. The server reads the file; a refused one leaves its
 * reason in the dialog, an accepted one shows what was read (stitches, colours, size, preview).
 */
export function UploadStitchFileDialog({ emb, onClose }: { emb: Emb; onClose: () => void }) {
  const { t } = useTranslation('embs');
  const upload = useUploadEmbFile();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<Emb | null>(null);

  const submit = () => {
    const problem = stitchFileProblem(file);
    if (problem || !file) {
      setError(translateServerText(embMessages[problem ?? 'fileMissing']));
      return;
    }
    upload.mutate(
      { id: emb.id, file },
      {
        onSuccess: (change) => {
          notifications.show({
            color: 'green',
            message: translateServerText(embMessages.uploaded),
          });
          setUploaded(change.data);
          setFile(null);
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('uploadDialog.title', { id: emb.id })}
      centered
      size={uploaded ? 'lg' : 'md'}
    >
      {uploaded ? (
        <Stack gap="md">
          <Alert color="green" role="status">
            {translateServerText(embMessages.uploaded)}
          </Alert>
          <Group align="flex-start" gap="md" wrap="wrap">
            <StitchPreview
              url={uploaded.previewUrl}
              alt={t('list.previewAlt', { id: uploaded.id })}
              size={220}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('uploadDialog.done')}
              </Text>
              <StitchInfo emb={uploaded} />
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUploaded(null)}>
              {t('uploadDialog.uploadAnother')}
            </Button>
            <Button onClick={onClose} data-autofocus>
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack gap="md">
            <FileInput
              label={t('uploadDialog.file')}
              description={t('uploadDialog.fileHint')}
              placeholder={t('uploadDialog.placeholder')}
              accept={STITCH_FILE_ACCEPT}
              value={file}
              onChange={(next) => {
                setFile(next);
                setError(null);
              }}
              leftSection={<IconFileUpload size={16} aria-hidden />}
              clearable
              required
              data-autofocus
            />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={upload.isPending}>
                {t('uploadDialog.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
