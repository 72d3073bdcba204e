import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { DesignCostList } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';

/** Each designer's accepted files, cost and charges over the filter. */
export function DesignCostByDesigner({ rows }: { rows: DesignCostList['byDesigner'] }) {
  const { t } = useTranslation('embs');
  return (
    <Card component="section" aria-labelledby="design-cost-by-designer">
      <Stack gap="sm">
        <Title order={2} size="h4" id="design-cost-by-designer">
          {t('cost.byDesigner')}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cost.byDesignerEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-labelledby="design-cost-by-designer" verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cost.columns.designer')}</Table.Th>
                  <Table.Th ta="right">{t('cost.columns.jobs')}</Table.Th>
                  <Table.Th ta="right">{t('cost.columns.cost')}</Table.Th>
                  <Table.Th ta="right">{t('cost.columns.charged')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.designer?.id ?? 'none'}>
                    <Table.Td>{row.designer?.name ?? t('cost.noDesigner')}</Table.Td>
                    <Table.Td ta="right">{formatNumber(row.jobs)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.cost)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.charged)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
