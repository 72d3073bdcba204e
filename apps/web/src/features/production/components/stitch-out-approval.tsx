import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMessageReport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useReviewStitchOut } from '../api/review-stitch-out';

/**
 * A seller who approves stitch-outs sees this under a stitch file waiting for them: approve it
 * (the orders waiting on it go into production) or send it back to the designer with a reason.
 */
export function StitchOutApproval({ embId, location }: { embId: number; location: string }) {
  const { t } = useTranslation('production');
  const review = useReviewStitchOut();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    setDeclining(false);
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t('approval.waiting', { location })}</Text>
      <Group gap="xs">
        <Button
          size="sm"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={review.isPending && !declining}
          onClick={() =>
            review.mutate(
              { embId, approve: true },
              {
                onSuccess: () => done(t('approval.approved')),
                onError: (failure) =>
                  notifications.show({ color: 'red', message: getErrorMessage(failure) }),
              },
            )
          }
        >
          {t('approval.approve')}
        </Button>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconMessageReport size={16} aria-hidden />}
          onClick={() => {
            setReason('');
            setError(null);
            setDeclining(true);
          }}
        >
          {t('approval.decline')}
        </Button>
      </Group>
      {declining ? (
        <Modal
          opened
          onClose={() => setDeclining(false)}
          title={t('approval.declineTitle')}
          centered
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason.trim()) {
                setError(t('approval.reasonRequired'));
                return;
              }
              review.mutate(
                { embId, approve: false, reason: reason.trim() },
                {
                  onSuccess: () => done(t('approval.declined')),
                  onError: (failure) => setError(getErrorMessage(failure)),
                },
              );
            }}
          >
            <Stack gap="md">
              <Textarea
                label={t('approval.reason')}
                placeholder={t('approval.reasonPlaceholder')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={error && !reason.trim() ? error : undefined}
                required
                autosize
                minRows={3}
                maxLength={500}
                data-autofocus
              />
              {error && reason.trim() ? (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDeclining(false)}>
                  {t('undo.cancel')}
                </Button>
                <Button type="submit" loading={review.isPending}>
                  {t('approval.declineSubmit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      ) : null}
    </Stack>
  );
}
