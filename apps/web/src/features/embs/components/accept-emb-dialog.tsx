import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Emb, embMessages } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useAcceptEmb } from '../api/accept-emb';
import { StitchPreview } from './stitch-images';
import { StitchInfo } from './stitch-info';

/**
 * Accepts the uploaded file after a look at its stitches. The seller's charge can be waived; when
 * their credit does not cover it, the server's refusal stays in the dialog so the reviewer can
 * tick the box and try again.
 */
export function AcceptEmbDialog({ emb, onClose }: { emb: Emb; onClose: () => void }) {
  const { t } = useTranslation('embs');
  const accept = useAcceptEmb();
  const [waiveCharge, setWaiveCharge] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = () =>
    accept.mutate(
      { id: emb.id, waiveCharge },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: translateServerText(embMessages.accepted),
          });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('acceptDialog.title', { id: emb.id })}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <StitchPreview
            url={emb.previewUrl}
            alt={t('list.previewAlt', { id: emb.id })}
            size={220}
          />
          <Stack gap="xs" style={{ flex: 1, minWidth: 180 }}>
            <StitchInfo emb={emb} />
            <Text size="sm" c="dimmed">
              {t('acceptDialog.body')}
            </Text>
          </Stack>
        </Group>
        <Checkbox
          label={t('acceptDialog.waiveCharge')}
          description={t('acceptDialog.waiveChargeHint')}
          checked={waiveCharge}
          onChange={(event) => {
            setWaiveCharge(event.currentTarget.checked);
            setError(null);
          }}
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
          <Button color="green" onClick={submit} loading={accept.isPending} data-autofocus>
            {t('acceptDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
