import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Factory, factories } from '@stitchworks/shared/enums/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useCatalogOptions } from '../api/get-catalog-options';
import { useSaveInventory } from '../api/save-inventory';
import { duplicateRows, type NewRow, resizeRows } from '../inventory-values';
import { CatalogSelect } from './catalog-select';

type Props = { onDone: () => void; onCancel?: (() => void) | undefined };

/**
 * Asks for a number of rows (default 1), each with catalog, size, colour and quantity (defaults
 * catalog 1, black, s, 1: spec 03 §3), and adds them one call each; rows added are dropped from the
 * form, so a failure leaves only the rows still to fix.
 */
export function AddRowsForm({ onDone, onCancel }: Props) {
  const { t } = useTranslation('inventory');
  const catalogs = useCatalogOptions();
  const save = useSaveInventory();
  const [rows, setRows] = useState<NewRow[]>(() => resizeRows([], 1));
  const [factory, setFactory] = useState<Factory>('vn1');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const repeated = new Set(duplicateRows(rows));
  const catalogOf = (id: number) => catalogs.data?.find((catalog) => catalog.id === id);
  const update = (index: number, patch: Partial<NewRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const invalid = rows.some(
    (row) =>
      !row.size.trim() ||
      !row.color.trim() ||
      !Number.isInteger(row.quantity) ||
      row.quantity < 0 ||
      row.quantity > 1000,
  );

  const submit = async () => {
    if (invalid || repeated.size > 0) return;
    setBusy(true);
    setProblem(null);
    const left: NewRow[] = [];
    let done = 0;
    for (const row of rows) {
      try {
        const answer = await save.mutateAsync({ ...row, factory });
        done += 1;
        notifications.show({
          color: 'green',
          message: t('toasts.created', { id: answer.data.id }),
        });
      } catch (error) {
        left.push(row);
        setProblem(`${t('toasts.createFailed')}: ${getErrorMessage(error)}`);
      }
    }
    setBusy(false);
    if (left.length === 0) {
      onDone();
      return;
    }
    setRows(left);
    setProblem(
      (current) => `${t('addRows.partly', { done, total: done + left.length })}. ${current ?? ''}`,
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('addRows.intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        <NumberInput
          label={t('addRows.count')}
          min={1}
          max={50}
          allowDecimal={false}
          value={rows.length}
          onChange={(value) => setRows(resizeRows(rows, Number(value)))}
          w={140}
        />
        <Select
          label={t('addRows.factory')}
          data={factories.map((value) => ({ value, label: t(`factories.${value}`) }))}
          value={factory}
          onChange={(value) => value && setFactory(value as Factory)}
          allowDeselect={false}
          w={190}
        />
      </Group>
      {rows.map((row, index) => {
        const number = index + 1;
        const catalog = catalogOf(row.catalogId);
        return (
          <Group
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            key={index}
            gap="xs"
            align="flex-start"
            wrap="wrap"
            role="group"
            aria-label={t('addRows.row', { number })}
            data-testid="add-row"
          >
            <CatalogSelect
              label={t('addRows.catalog', { number })}
              value={row.catalogId}
              onChange={(catalogId) => catalogId && update(index, { catalogId })}
              w={260}
            />
            <Select
              label={t('addRows.size', { number })}
              data={[...new Set([...(catalog?.sizes ?? []), row.size])]}
              value={row.size}
              onChange={(size) => size && update(index, { size })}
              searchable
              allowDeselect={false}
              w={110}
              error={repeated.has(index) ? t('problems.duplicate') : undefined}
            />
            <TextInput
              label={t('addRows.color', { number })}
              value={row.color}
              list={`inventory-colors-${index}`}
              onChange={(event) => update(index, { color: event.currentTarget.value })}
              error={row.color.trim() ? undefined : t('problems.required')}
              w={150}
            />
            <datalist id={`inventory-colors-${index}`}>
              {(catalog?.colors ?? []).map((color) => (
                <option key={color} value={color} />
              ))}
            </datalist>
            <NumberInput
              label={t('addRows.quantity', { number })}
              min={0}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              value={row.quantity}
              onChange={(value) =>
                update(index, { quantity: typeof value === 'number' ? value : Number.NaN })
              }
              error={Number.isInteger(row.quantity) ? undefined : t('problems.required')}
              w={120}
            />
          </Group>
        );
      })}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('addRows.cancel')}
          </Button>
        ) : null}
        <Button onClick={submit} loading={busy} disabled={invalid || repeated.size > 0}>
          {t('addRows.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
