import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Inventory } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useSaveInventory } from '../api/save-inventory';
import { parseAdjustment, parseThreshold } from '../inventory-values';

type Props = { row: Inventory; name: string; onDone: () => void };

/**
 * The row being edited (spec 03 §2): an adjustment added to the stock and the warning threshold.
 * Success closes the edit row (spec 03 §4).
 */
export function InventoryRowEditor({ row, name, onDone }: Props) {
  const { t } = useTranslation('inventory');
  const save = useSaveInventory();
  const [adjustment, setAdjustment] = useState('');
  const [threshold, setThreshold] = useState(String(row.warningThreshold));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ adjustment?: string; threshold?: string }>({});

  const submit = () => {
    const quantity = adjustment.trim() === '' ? null : parseAdjustment(adjustment, row.quantity);
    const limit = parseThreshold(threshold);
    const next = {
      adjustment: quantity && !quantity.ok ? t(`problems.${quantity.problem}`) : undefined,
      threshold: limit.ok
        ? undefined
        : t(limit.problem === 'range' ? 'problems.thresholdRange' : `problems.${limit.problem}`),
    };
    setErrors(next);
    if (next.adjustment || next.threshold || !limit.ok) return;
    const thresholdChanged = limit.value !== row.warningThreshold;
    if (!quantity && !thresholdChanged) {
      setErrors({ adjustment: t('problems.required') });
      return;
    }
    save.mutate(
      {
        id: row.id,
        ...(quantity?.ok ? { quantity: quantity.value } : {}),
        ...(thresholdChanged ? { warningThreshold: limit.value } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('toasts.updated') });
          onDone();
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('toasts.updateFailed'),
            message: getErrorMessage(error),
          }),
      },
    );
  };

  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <TextInput
        size="xs"
        w={110}
        label={t('edit.adjust', { name })}
        placeholder={t('edit.adjustPlaceholder')}
        value={adjustment}
        onChange={(event) => setAdjustment(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && submit()}
        error={errors.adjustment}
        inputMode="numeric"
        data-autofocus
        autoFocus
      />
      <TextInput
        size="xs"
        w={110}
        label={t('edit.threshold', { name })}
        value={threshold}
        onChange={(event) => setThreshold(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && submit()}
        error={errors.threshold}
        inputMode="numeric"
      />
      <TextInput
        size="xs"
        w={160}
        label={t('edit.note', { name })}
        placeholder={t('edit.notePlaceholder')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group gap={4} mt={22}>
        <Button size="xs" onClick={submit} loading={save.isPending}>
          {t('edit.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
      </Group>
    </Group>
  );
}
