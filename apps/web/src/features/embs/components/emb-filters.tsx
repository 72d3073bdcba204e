import { Group, ScrollArea, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { type EmbList, embStatuses } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useDesigners } from '../api/get-designers';
import type { EmbListFilters } from '../emb-list-search';
import { EmbKeywordInput } from './emb-keyword-input';

const ALL = 'all';

/**
 * The queue's filters: the status (with the count of each under the other filters), a keyword and,
 * for reviewers, one designer. Every change goes to the URL.
 */
export function EmbFilters({
  filters,
  statuses,
  reviewer,
  onChange,
}: {
  filters: EmbListFilters;
  statuses: EmbList['statuses'] | undefined;
  reviewer: boolean;
  onChange: (next: EmbListFilters, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('embs');
  const designers = useDesigners(reviewer);
  const total = statuses
    ? embStatuses.reduce((sum, status) => sum + (statuses[status] ?? 0), 0)
    : undefined;
  const labelOf = (label: string, count: number | undefined) =>
    count === undefined ? label : t('filters.statusCount', { label, count: formatNumber(count) });
  const designerOptions = (designers.data?.rows ?? []).map((designer) => ({
    value: String(designer.id),
    label: designer.name,
  }));
  // A designer id from a link that is not in the list (inactive) still shows as chosen.
  if (filters.designerId && !designerOptions.some((o) => o.value === String(filters.designerId))) {
    designerOptions.push({ value: String(filters.designerId), label: `#${filters.designerId}` });
  }

  return (
    <Stack gap="sm" role="search" aria-label={t('filters.label')}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="emb-status-label">
          {t('filters.status')}
        </Text>
        <ScrollArea type="auto" offsetScrollbars>
          <SegmentedControl
            aria-labelledby="emb-status-label"
            value={filters.status ?? ALL}
            onChange={(value) =>
              onChange({
                ...filters,
                status: value === ALL ? undefined : (value as EmbListFilters['status']),
              })
            }
            data={[
              { value: ALL, label: labelOf(t('filters.all'), total) },
              ...embStatuses.map((status) => ({
                value: status,
                label: labelOf(t(`statuses.${status}`), statuses?.[status]),
              })),
            ]}
          />
        </ScrollArea>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <EmbKeywordInput
          value={filters.keyword}
          onChange={(keyword, options) => onChange({ ...filters, keyword }, options)}
        />
        {reviewer ? (
          <Select
            label={t('filters.designer')}
            placeholder={t('filters.allDesigners')}
            data={designerOptions}
            value={filters.designerId ? String(filters.designerId) : null}
            onChange={(value) =>
              onChange({ ...filters, designerId: value ? Number(value) : undefined })
            }
            clearable
            clearButtonProps={{ 'aria-label': t('filters.clearDesigner') }}
            searchable
            nothingFoundMessage={t('assignDialog.noDesigners')}
            w={{ base: '100%', xs: 220 }}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
