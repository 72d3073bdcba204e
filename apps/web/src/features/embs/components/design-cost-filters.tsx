import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../components/form/day-range-input';
import { useDesigners } from '../api/get-designers';
import type { DesignCostSearch } from '../design-cost-search';

type Filters = Omit<DesignCostSearch, 'page'>;

/** The report's period (days of acceptance) and designer; changes go to the URL. */
export function DesignCostFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation('embs');
  const designers = useDesigners();
  const options = (designers.data?.rows ?? []).map((designer) => ({
    value: String(designer.id),
    label: designer.name,
  }));
  if (filters.designerId && !options.some((o) => o.value === String(filters.designerId))) {
    options.push({ value: String(filters.designerId), label: `#${filters.designerId}` });
  }
  const filtered = Boolean(filters.designerId || filters.from || filters.to);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('cost.filtersLabel')}>
      <DayRangeInput
        from={filters.from}
        to={filters.to}
        label={t('cost.dateRange')}
        placeholder={t('cost.datePlaceholder')}
        clearLabel={t('cost.clearDates')}
        onChange={(range) => onChange({ ...filters, from: range.from, to: range.to })}
      />
      <Select
        label={t('cost.designer')}
        placeholder={t('cost.allDesigners')}
        data={options}
        value={filters.designerId ? String(filters.designerId) : null}
        onChange={(value) =>
          onChange({ ...filters, designerId: value ? Number(value) : undefined })
        }
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearDesigner') }}
        searchable
        w={{ base: '100%', xs: 220 }}
      />
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('cost.reset')}
        </Button>
      ) : null}
    </Group>
  );
}
