import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { pageCountOf } from '../emb-list-search';

/** The row count and the pages of a list, named for screen readers. */
export function EmbPager({
  count,
  page,
  countLabel,
  onChange,
}: {
  count: number;
  page: number;
  countLabel: string;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('embs');
  const total = pageCountOf(count);
  if (count === 0) return null;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {countLabel || formatNumber(count)}
      </Text>
      {total > 1 ? (
        <Pagination
          total={total}
          value={Math.min(page, total)}
          onChange={onChange}
          aria-label={t('list.pagination')}
          getItemProps={(item) => ({ 'aria-label': t('list.goTo', { page: item }) })}
          getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
        />
      ) : null}
    </Group>
  );
}
