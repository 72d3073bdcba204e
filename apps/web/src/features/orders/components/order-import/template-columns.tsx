import { Alert, Badge, Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { catalogPositions } from '@stitchworks/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { importTemplateQueryOptions } from '../../api/get-import-template';
import { normalizeHeaderName } from './csv-groups';

/**
 * Columns without which the import cannot make an order (the server refuses a file missing one);
 * a file also needs product_id or a design column to say what to make.
 */
const requiredColumns = new Set([
  'seller_order_id',
  'first_name',
  'address1',
  'city',
  'state',
  'zip',
  'color',
  'size',
]);

const describedColumns = [
  'seller_order_id',
  'store_id',
  'shipping_method',
  'factory',
  'tiktok_shop',
  'ioss',
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'email',
  'phone',
  'product_id',
  'catalog_id',
  'color',
  'size',
  'quantity',
  'frame_color',
] as const;
type DescribedColumn = (typeof describedColumns)[number];

const isDescribed = (name: string): name is DescribedColumn =>
  (describedColumns as readonly string[]).includes(name);
const designPosition = (name: string) =>
  catalogPositions.find((position) => name === `design_${position}`);

/** The template's first line: its column names. */
function columnsOf(template: string): string[] {
  const firstLine = template.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return firstLine
    .split(/[,;\t]/)
    .map((name) => normalizeHeaderName(name.replaceAll('"', '')))
    .filter(Boolean);
}

/** A table of the template's columns with what to put in each, read from the template itself. */
export function TemplateColumns() {
  const { t } = useTranslation('orderForm');
  const template = useQuery(importTemplateQueryOptions());
  const describe = (name: string) => {
    if (isDescribed(name)) return t(`import.columnHelp.${name}`);
    const position = designPosition(name);
    if (position) return t('import.columnHelp.design', { position: t(`positions.${position}`) });
    return '';
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="import-columns-title">
      <Title order={2} size="h4" id="import-columns-title">
        {t('import.columns.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('import.columns.description')}
      </Text>
      {template.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />
        </Group>
      ) : template.isError ? (
        <Alert color="red">{t('messages.templateFailed')}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6} striped data-testid="template-columns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.columns.name')}</Table.Th>
                <Table.Th>{t('import.columns.meaning')}</Table.Th>
                <Table.Th>{t('import.columns.required')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {columnsOf(template.data).map((name) => (
                <Table.Tr key={name}>
                  <Table.Td>
                    <Code>{name}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{describe(name) || '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    {requiredColumns.has(name) ? (
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
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
