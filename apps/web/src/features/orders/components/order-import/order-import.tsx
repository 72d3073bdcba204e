import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ImportResult, ORDER_IMPORT_MAX_BYTES, orderMessages } from '@stitchworks/shared';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client';
import { formatFileSize } from '../../../../lib/format';
import { translateServerText } from '../../../../lib/server-messages';
import { downloadImportTemplate } from '../../api/get-import-template';
import { useImportOrders } from '../../api/import-orders';
import { translateCsvPlace } from '../../csv-place';
import { CsvDropZone } from './csv-drop-zone';
import { PREVIEW_MAX_BYTES, readCsvGroups } from './csv-groups';
import { ImportGroupsTable, type ImportRow } from './import-groups-table';

type Refusal = { message: string; details: string[] };

type Phase =
  | { kind: 'idle' }
  | { kind: 'importing'; file: File; rows: ImportRow[] | null }
  | { kind: 'done'; file: File; rows: ImportRow[]; success: number; fail: number }
  | { kind: 'refused'; file: File; refusal: Refusal };

const isCsvName = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

function rowsOfResult(result: ImportResult): ImportRow[] {
  return result.groups.map((group) => ({
    sellerOrderId: group.sellerOrderId,
    rows: group.rows,
    rowCount: group.rows.length,
    status: group.status,
    orderId: group.orderId,
    message: group.message,
    details: group.details,
  }));
}

/** What the server said about a file it refused: its message and the reasons (e.g. a column). */
function refusalOf(error: unknown, fallback: string): Refusal {
  if (!isApiError(error)) return { message: fallback, details: [] };
  // No answer, or a server fault: the client's own words (time-out, network, unexpected).
  if (error.status >= 500 || error.status === 0) return { message: error.message, details: [] };
  const details = Array.isArray(error.details)
    ? error.details.flatMap((detail: { path?: unknown; message?: unknown }) =>
        typeof detail?.message === 'string'
          ? [
              `${typeof detail.path === 'string' && detail.path ? `${translateCsvPlace(detail.path)}: ` : ''}${translateServerText(detail.message, { context: 'orders' })}`,
            ]
          : [],
      )
    : [];
  return {
    message: translateServerText(error.message || orderMessages.importInvalid, {
      context: 'orders',
    }),
    details,
  };
}

type Filter = 'all' | 'fail' | 'done';

/**
 * /order-in-bulk: the template, one CSV dropped or chosen, its orders listed while it imports
 * (read in the browser for files up to 5 MB), then each one done with its order or failed with
 * the server's reason, success and fail counters and 'Import Done'.
 */
export function OrderImport() {
  const { t } = useTranslation('orderForm');
  const [sent, setSent] = useState(0);
  const importOrders = useImportOrders(setSent);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [filter, setFilter] = useState<Filter>('all');
  const [downloading, setDownloading] = useState(false);

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate();
    } catch {
      notifications.show({ color: 'red', message: t('messages.templateFailed') });
    } finally {
      setDownloading(false);
    }
  };

  const refuse = (file: File, refusal: Refusal) => {
    setPhase({ kind: 'refused', file, refusal });
    notifications.show({ color: 'red', message: refusal.message });
  };

  const start = async (file: File) => {
    if (!isCsvName(file)) {
      refuse(file, { message: t('messages.notCsv'), details: [] });
      return;
    }
    if (file.size > ORDER_IMPORT_MAX_BYTES) {
      refuse(file, { message: t('messages.csvTooLarge'), details: [] });
      return;
    }
    setFilter('all');
    setSent(0);
    setPhase({ kind: 'importing', file, rows: null });
    if (file.size <= PREVIEW_MAX_BYTES) {
      // Lists the orders while the server imports them; the server's answer replaces the list.
      void file
        .text()
        .then(readCsvGroups)
        .then((groups) =>
          setPhase((current) =>
            current.kind === 'importing' && current.file === file && groups
              ? {
                  ...current,
                  rows: groups.map((group) => ({
                    ...group,
                    rows: [],
                    status: 'loading',
                    orderId: null,
                    message: '',
                    details: [],
                  })),
                }
              : current,
          ),
        );
    }
    try {
      const result = await importOrders.mutateAsync(file);
      setPhase({
        kind: 'done',
        file,
        rows: rowsOfResult(result),
        success: result.success,
        fail: result.fail,
      });
      notifications.show({
        color: result.fail === 0 ? 'green' : 'orange',
        message: t('messages.importDone'),
      });
    } catch (error) {
      refuse(file, refusalOf(error, t('messages.importInvalid')));
    }
  };

  const busy = phase.kind === 'importing';
  const rows = phase.kind === 'importing' || phase.kind === 'done' ? (phase.rows ?? []) : [];
  const counts =
    phase.kind === 'done' ? { success: phase.success, fail: phase.fail } : { success: 0, fail: 0 };
  const shownRows = filter === 'all' ? rows : rows.filter((row) => row.status === filter);

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void downloadTemplate()}
        >
          {t('import.template')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('import.templateHint')}
        </Text>
      </Group>

      {phase.kind === 'idle' ? (
        <CsvDropZone
          disabled={busy}
          onFile={(file) => void start(file)}
          onTooMany={() =>
            notifications.show({ color: 'red', message: t('messages.limitOneFile') })
          }
        />
      ) : (
        <Group justify="space-between">
          <Text size="sm" fw={500} data-testid="import-file">
            {t('import.chosen', { name: phase.file.name, size: formatFileSize(phase.file.size) })}
          </Text>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={busy}
            onClick={() => setPhase({ kind: 'idle' })}
          >
            {t('import.clear')}
          </Button>
        </Group>
      )}

      {phase.kind === 'importing' && (
        <Stack gap={6}>
          {sent < 1 ? (
            <Progress
              value={Math.round(sent * 100)}
              aria-label={t('import.sending', {
                name: phase.file.name,
                percent: Math.round(sent * 100),
              })}
            />
          ) : (
            <Progress value={100} animated striped aria-hidden />
          )}
          <Text size="sm" role="status">
            {sent < 1
              ? t('import.sending', { name: phase.file.name, percent: Math.round(sent * 100) })
              : phase.rows
                ? t('import.uploading', { count: phase.rows.length })
                : t('import.processing')}
          </Text>
        </Stack>
      )}

      {phase.kind === 'refused' && (
        <Alert color="red" title={phase.refusal.message} role="alert" data-testid="import-refused">
          {phase.refusal.details.length > 0 && (
            <List size="sm">
              {phase.refusal.details.map((detail) => (
                <List.Item key={detail}>{detail}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}

      {(phase.kind === 'importing' || phase.kind === 'done') && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Group gap="xs" role="status" aria-live="polite" data-testid="import-counters">
              <Badge color="green" variant="light" size="lg">
                {t('import.success', { count: counts.success })}
              </Badge>
              <Badge color="red" variant="light" size="lg">
                {t('import.fail', { count: counts.fail })}
              </Badge>
            </Group>
            {phase.kind === 'done' && phase.fail > 0 && phase.success > 0 && (
              <SegmentedControl
                size="xs"
                aria-label={t('import.status')}
                value={filter}
                onChange={(value) => setFilter(value as Filter)}
                data={[
                  { value: 'all', label: t('import.all') },
                  { value: 'fail', label: t('import.statuses.fail') },
                  { value: 'done', label: t('import.statuses.done') },
                ]}
              />
            )}
          </Group>
          {phase.kind === 'done' && rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('import.noGroups')}
            </Text>
          ) : (
            shownRows.length > 0 && <ImportGroupsTable rows={shownRows} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
