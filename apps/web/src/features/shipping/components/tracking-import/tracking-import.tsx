import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  shippingMessages,
  TRACKING_FILE_MAX_BYTES,
  type TrackingImportResult,
} from '@stitchworks/shared';
import {
  IconClipboardText,
  IconDownload,
  IconFileSpreadsheet,
  IconRefresh,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client';
import { getErrorMessage } from '../../../../lib/error-message';
import { saveBlob } from '../../../../lib/save-blob';
import { translateServerText } from '../../../../lib/server-messages';
import { type TrackingImportSource, useImportTracking } from '../../api/import-tracking';
import { isTrackingFileName } from '../../import-result';
import {
  parsePastedRows,
  TRACKING_TEMPLATE_NAME,
  trackingTemplateCsv,
} from '../../tracking-template';
import { ImportResultTable } from './import-result-table';

type Phase =
  | { kind: 'idle' }
  | { kind: 'importing' }
  | { kind: 'done'; result: TrackingImportResult }
  | { kind: 'refused'; message: string; details: string[] };

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the server said about a file it refused: its message and the reasons (e.g. a column). */
function refusalOf(error: unknown): { message: string; details: string[] } {
  const details =
    isApiError(error) && Array.isArray(error.details)
      ? error.details.flatMap((detail: { path?: unknown; message?: unknown }) =>
          typeof detail?.message === 'string'
            ? [
                `${typeof detail.path === 'string' && detail.path ? `${detail.path}: ` : ''}${translateServerText(detail.message, { context: 'shipping' })}`,
              ]
            : [],
        )
      : [];
  return { message: getErrorMessage(error, { context: 'shipping' }), details };
}

/**
 * Tracking numbers in bulk: a CSV or XLSX file (the template is made here), or rows pasted from a
 * spreadsheet. The upload shows its progress, then every row's outcome.
 */
export function TrackingImport() {
  const { t } = useTranslation('shipping');
  const [sent, setSent] = useState(0);
  const [runs, setRuns] = useState(0);
  const importTracking = useImportTracking(setSent);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [source, setSource] = useState<string | null>('file');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const pastedRows = parsePastedRows(pasted);

  const run = (input: TrackingImportSource) => {
    setSent(0);
    setRuns((count) => count + 1);
    setPhase({ kind: 'importing' });
    importTracking.mutate(input, {
      onSuccess: (result) => {
        setPhase({ kind: 'done', result });
        notifications.show({
          color: result.failed > 0 ? 'yellow' : 'green',
          message: translateServerText(shippingMessages.importDone, { context: 'shipping' }),
        });
      },
      onError: (error) => setPhase({ kind: 'refused', ...refusalOf(error) }),
    });
  };
  const submitFile = () => {
    if (!file) return setFileError(t('import.fileRequired'));
    if (!isTrackingFileName(file.name)) return setFileError(t('import.fileType'));
    if (file.size > TRACKING_FILE_MAX_BYTES) return setFileError(t('import.fileTooLarge'));
    run({ kind: 'file', file });
  };
  const submitRows = () => {
    if (pastedRows.length === 0) return setPasteError(t('import.pasteRequired'));
    run({ kind: 'rows', rows: pastedRows });
  };
  const downloadTemplate = () =>
    saveBlob(new Blob([trackingTemplateCsv()], { type: 'text/csv' }), TRACKING_TEMPLATE_NAME);
  const importing = phase.kind === 'importing';

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Tabs value={source} onChange={setSource} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="file" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
              {t('import.fromFile')}
            </Tabs.Tab>
            <Tabs.Tab value="paste" leftSection={<IconClipboardText size={16} aria-hidden />}>
              {t('import.fromPaste')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="file">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submitFile();
              }}
            >
              <Stack gap="md">
                <FileInput
                  label={t('import.file')}
                  description={t('import.fileHint')}
                  placeholder={t('import.filePlaceholder')}
                  accept={ACCEPT}
                  value={file}
                  onChange={(next) => {
                    setFile(next);
                    setFileError(null);
                  }}
                  error={fileError}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  clearable
                  required
                  disabled={importing}
                />
                <Group justify="space-between" wrap="wrap">
                  <Button
                    variant="subtle"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    onClick={downloadTemplate}
                  >
                    {t('import.template')}
                  </Button>
                  <Button type="submit" loading={importing}>
                    {t('import.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Tabs.Panel>
          <Tabs.Panel value="paste">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submitRows();
              }}
            >
              <Stack gap="md">
                <Textarea
                  label={t('import.paste')}
                  description={t('import.pasteHint')}
                  placeholder={trackingTemplateCsv().trim()}
                  autosize
                  minRows={5}
                  maxRows={16}
                  value={pasted}
                  onChange={(event) => {
                    setPasted(event.currentTarget.value);
                    setPasteError(null);
                  }}
                  error={pasteError}
                  required
                  disabled={importing}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                />
                <Group justify="space-between" wrap="wrap">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('import.rowsRead', { count: pastedRows.length })}
                  </Text>
                  <Button type="submit" loading={importing}>
                    {t('import.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Tabs.Panel>
        </Tabs>
      </Paper>

      {phase.kind === 'importing' ? (
        <Stack gap={6} role="status" aria-live="polite">
          <Text size="sm">
            {sent < 1
              ? t('import.uploading', { percent: Math.round(sent * 100) })
              : t('import.processing')}
          </Text>
          <Progress
            value={sent < 1 ? Math.round(sent * 100) : 100}
            striped={sent >= 1}
            animated={sent >= 1}
            aria-label={t('import.progress')}
          />
        </Stack>
      ) : null}

      {phase.kind === 'refused' ? (
        <Alert color="red" title={t('import.failed')} role="alert">
          <Stack gap="xs">
            <Text size="sm">{phase.message}</Text>
            {phase.details.length > 0 ? (
              <List size="sm">
                {phase.details.map((detail) => (
                  <List.Item key={detail}>{detail}</List.Item>
                ))}
              </List>
            ) : null}
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => setPhase({ kind: 'idle' })}
              >
                {t('import.tryAgain')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {phase.kind === 'done' ? <ImportResultTable key={runs} result={phase.result} /> : null}

      {phase.kind === 'idle' ? (
        <Text size="sm" c="dimmed" role="status">
          {t('import.empty')}
        </Text>
      ) : null}
    </Stack>
  );
}
