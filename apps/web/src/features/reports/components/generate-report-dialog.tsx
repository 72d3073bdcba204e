import { Button, Group, Modal, MultiSelect, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CreateReportInput,
  DEFAULT_ORDERED_PRODUCTS_GROUPING,
  factories,
  type OrderedProductsGrouping,
  orderedProductsGroupings,
  type ReportKind,
  reportKinds,
} from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, DayRangeInput } from '../../../components/form/day-range-input';
import { getErrorMessage } from '../../../lib/error-message';
import { useCreateReport } from '../api/create-report';
import { rangeQueryOf } from '../report-search';

type Props = { opened: boolean; onClose: () => void };

/** Chooses a report's kind and filters, then queues it. */
export function GenerateReportDialog({ opened, onClose }: Props) {
  const { t } = useTranslation('reports');
  const create = useCreateReport();
  const [kind, setKind] = useState<ReportKind>('ordered-products');
  const [range, setRange] = useState<DayRange>({});
  const [factory, setFactory] = useState<string | null>(null);
  const [groupBy, setGroupBy] = useState<string[]>(DEFAULT_ORDERED_PRODUCTS_GROUPING);

  const submit = () => {
    const base = {
      ...(kind === 'inventory-warning' ? {} : rangeQueryOf(range)),
      ...(factory ? { factory: factory as (typeof factories)[number] } : {}),
    };
    const input: CreateReportInput =
      kind === 'ordered-products'
        ? {
            kind,
            filters: {
              ...base,
              groupBy: (groupBy.length > 0
                ? groupBy
                : DEFAULT_ORDERED_PRODUCTS_GROUPING) as OrderedProductsGrouping[],
            },
          }
        : { kind, filters: base };
    create.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('generate.queued') });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('generate.failed'),
          message: getErrorMessage(error),
        }),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('generate.title')}>
      <Stack gap="sm">
        <Select
          label={t('generate.kind')}
          data={reportKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          value={kind}
          onChange={(value) => value && setKind(value as ReportKind)}
          allowDeselect={false}
        />
        {kind !== 'inventory-warning' ? (
          <DayRangeInput
            label={t('filters.period')}
            placeholder={t('filters.last30Days')}
            clearLabel={t('filters.clearPeriod')}
            from={range.from}
            to={range.to}
            onChange={setRange}
          />
        ) : null}
        <Select
          label={t('filters.factory')}
          placeholder={t('filters.allFactories')}
          data={factories.map((value) => ({ value, label: value.toUpperCase() }))}
          value={factory}
          onChange={setFactory}
          clearable
        />
        {kind === 'ordered-products' ? (
          <MultiSelect
            label={t('filters.groupBy')}
            data={orderedProductsGroupings.map((value) => ({
              value,
              label: t(`groupings.${value}`),
            }))}
            value={groupBy}
            onChange={setGroupBy}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('generate.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            {t('generate.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
