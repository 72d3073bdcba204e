import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type Factory, factories } from '@stitchworks/shared/enums/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useInventories } from '../api/get-inventories';
import { useSetThresholds } from '../api/set-thresholds';
import { CatalogSelect } from './catalog-select';

type Selection = { catalogId?: number; factory?: Factory; color?: string; size?: string };

/** One warning threshold for every matching row, with how many rows match before applying. */
export function ThresholdSettingsForm() {
  const { t } = useTranslation('inventory');
  const [selection, setSelection] = useState<Selection>({});
  const [threshold, setThreshold] = useState<number | string>(10);
  const matching = useInventories({ ...selection, page: 1, limit: 1 });
  const apply = useSetThresholds();
  const value = typeof threshold === 'number' ? threshold : Number.NaN;
  const valid = Number.isInteger(value) && value >= 0 && value <= 100_000;
  const text = (key: 'color' | 'size', input: string) =>
    setSelection({ ...selection, [key]: input.trim() || undefined });

  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        {t('settings.intro')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CatalogSelect
          label={t('filters.catalog')}
          value={selection.catalogId}
          onChange={(catalogId) => setSelection({ ...selection, catalogId })}
          clearable
          w={260}
        />
        <Select
          label={t('filters.factory')}
          placeholder={t('filters.any')}
          data={factories.map((item) => ({ value: item, label: t(`factories.${item}`) }))}
          value={selection.factory ?? null}
          onChange={(item) =>
            setSelection({ ...selection, factory: (item as Factory) ?? undefined })
          }
          clearable
          w={170}
        />
        <TextInput
          label={t('filters.color')}
          placeholder={t('filters.any')}
          onChange={(event) => text('color', event.currentTarget.value)}
          w={140}
        />
        <TextInput
          label={t('filters.size')}
          placeholder={t('filters.any')}
          onChange={(event) => text('size', event.currentTarget.value)}
          w={100}
        />
      </Group>
      <Group gap="sm" align="flex-end">
        <NumberInput
          label={t('settings.threshold')}
          min={0}
          max={100_000}
          allowDecimal={false}
          allowNegative={false}
          value={threshold}
          onChange={setThreshold}
          error={valid ? undefined : t('problems.thresholdRange')}
          w={180}
        />
        <Button
          onClick={() => apply.mutate({ ...selection, warningThreshold: value })}
          loading={apply.isPending}
          disabled={!valid || matching.data?.count === 0}
        >
          {t('settings.apply')}
        </Button>
        {matching.data ? (
          <Text size="sm" c="dimmed" mb={8} role="status">
            {t('settings.matching', { count: matching.data.count })}
          </Text>
        ) : null}
      </Group>
      {apply.isSuccess ? (
        <Alert color="green" role="status">
          {t('settings.done', { count: apply.data.data.updated })}
          {apply.data.data.nowLow > 0
            ? ` · ${t('settings.nowLow', { count: apply.data.data.nowLow })}`
            : ''}
        </Alert>
      ) : null}
      {apply.isError ? (
        <Alert color="red" role="alert" title={t('settings.failed')}>
          {getErrorMessage(apply.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
