import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { DesignCostList } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';

/** Jobs, designer cost and seller charges over the whole filter, not only this page. */
export function DesignCostTotals({ totals }: { totals: DesignCostList['totals'] | undefined }) {
  const { t } = useTranslation('embs');
  const cards = [
    { key: 'jobs', label: t('cost.jobs'), value: totals && formatNumber(totals.jobs) },
    { key: 'cost', label: t('cost.cost'), value: totals && formatMoney(totals.cost) },
    { key: 'charged', label: t('cost.charged'), value: totals && formatMoney(totals.charged) },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} aria-label={t('cost.totals')} component="section">
      {cards.map((card) => (
        <Card key={card.key} padding="md">
          <Text size="sm" c="dimmed" id={`design-cost-${card.key}`}>
            {card.label}
          </Text>
          {card.value === undefined ? (
            <Skeleton h={32} mt={4} w="60%" />
          ) : (
            <Text fz={28} fw={700} aria-labelledby={`design-cost-${card.key}`}>
              {card.value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
