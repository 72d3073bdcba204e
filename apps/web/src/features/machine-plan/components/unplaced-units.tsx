import { Anchor, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UnplacedUnit } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { formatNumber } from '../../../lib/format';

/** Units the plan could not place, each with why (no hoop big enough, no machine up). */
export function UnplacedUnits({ units }: { units: UnplacedUnit[] }) {
  const { t } = useTranslation('machinePlan');
  return (
    <Stack gap="xs" component="section" aria-labelledby="unplaced-title">
      <Title order={2} size="h4" id="unplaced-title">
        {t('unplaced.title', { count: units.length })}
      </Title>
      {units.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('unplaced.none')}
        </Text>
      ) : (
        <ScrollTable label={t('unplaced.tableLabel')} minWidth={480}>
          <Table striped>
            <VisuallyHidden component="caption">{t('unplaced.tableLabel')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('unplaced.columns.order')}</Table.Th>
                <Table.Th scope="col">{t('unplaced.columns.unit')}</Table.Th>
                <Table.Th scope="col">{t('unplaced.columns.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {units.map((unit) => (
                <Table.Tr key={`${unit.orderItemId}-${unit.unit}`}>
                  <Table.Td>
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/order/$orderId/$orderItemId"
                          params={{
                            orderId: String(unit.orderId),
                            orderItemId: String(unit.orderItemId),
                          }}
                          search={{ unit: unit.unit }}
                        />
                      )}
                      size="sm"
                    >
                      {unit.orderCode}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatNumber(unit.unit)}</Table.Td>
                  <Table.Td>{t(`unplacedReasons.${unit.reason}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
