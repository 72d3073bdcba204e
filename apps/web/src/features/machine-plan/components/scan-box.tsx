import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Factory } from '@stitchworks/shared';
import { IconQrcode } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useStartRunByScan } from '../api/start-run-by-scan';
import { runOfScan } from '../plan-figures';

/**
 * Where a scanner types: a unit's QR label (its page's address) and Enter start the planned run
 * that holds the unit. The field keeps the focus for the next label.
 */
export function ScanBox({
  factory,
  onStarted,
}: {
  factory: Factory;
  onStarted: (runId: number | null) => void;
}) {
  const { t } = useTranslation('machinePlan');
  const start = useStartRunByScan(factory);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = () => {
    const scanned = code.trim();
    if (!scanned || start.isPending) return;
    setError(null);
    start.mutate(scanned, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: translateServerText(answer.message) });
        setCode('');
        onStarted(runOfScan(answer.data, scanned));
      },
      onError: (failure) => {
        setError(getErrorMessage(failure));
        input.current?.select();
      },
    });
  };

  return (
    <Paper component="section" aria-labelledby="scan-box-title" withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              ref={input}
              id="scan-box-input"
              label={<span id="scan-box-title">{t('scan.label')}</span>}
              description={t('scan.hint')}
              placeholder={t('scan.placeholder')}
              leftSection={<IconQrcode size={18} aria-hidden />}
              value={code}
              maxLength={500}
              autoComplete="off"
              spellCheck={false}
              // The scanner types into the page as soon as it opens.
              autoFocus
              onChange={(event) => setCode(event.currentTarget.value)}
              error={error ? true : undefined}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" loading={start.isPending} disabled={!code.trim()}>
              {t('scan.submit')}
            </Button>
          </Group>
          {error ? (
            <Alert color="red" role="alert" py="xs">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
