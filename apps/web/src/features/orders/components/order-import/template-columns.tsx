import { Badge, Code, Stack, Table, Text, Title } from '@mantine/core';
import {
  catalogPositions,
  type OrderCsvColumn,
  orderCsvColumns,
  requiredOrderCsvColumns,
} from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../../components/ui/scroll-table';

const required: ReadonlySet<string> = new Set(requiredOrderCsvColumns);

type DescribedColumn = Exclude<OrderCsvColumn, `design_${string}`>;

const isDescribed = (name: OrderCsvColumn): name is DescribedColumn => !name.startsWith('design_');
const designPosition = (name: string) =>
  catalogPositions.find((position) => name === `design_${position}`);

/** A table of the import's columns (those of the template) with what to put in each. */
export function TemplateColumns() {
  const { t } = useTranslation('orderForm');
  const describe = (name: OrderCsvColumn) => {
    if (isDescribed(name)) return t(`import.columnHelp.${name}`);
    const position = designPosition(name);
    return position ? t('import.columnHelp.design', { position: t(`positions.${position}`) }) : '';
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="import-columns-title">
      <Title order={2} size="h4" id="import-columns-title">
        {t('import.columns.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('import.columns.description')}
      </Text>
      <ScrollTable label={t('import.columns.title')} minWidth={560}>
        <Table verticalSpacing={6} striped data-testid="template-columns">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.columns.name')}</Table.Th>
              <Table.Th>{t('import.columns.meaning')}</Table.Th>
              <Table.Th>{t('import.columns.required')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orderCsvColumns.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <Code>{name}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{describe(name)}</Text>
                </Table.Td>
                <Table.Td>
                  {required.has(name) ? (
                    <Badge size="sm" variant="light">
                      {t('import.columns.yes')}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('import.columns.no')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
