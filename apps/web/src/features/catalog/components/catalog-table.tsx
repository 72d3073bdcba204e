import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { Catalog } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { ColorSwatches } from './color-swatches';

function priceRange(catalog: Catalog): string {
  const prices = Object.values(catalog.basePrices);
  if (prices.length === 0) return '—';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatMoney(low) : `${formatMoney(low)} – ${formatMoney(high)}`;
}

/** Every catalog for the admin, each opening its edit page. */
export function CatalogTable({ catalogs }: { catalogs: Catalog[] }) {
  const { t } = useTranslation('catalog');
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.id')}</Table.Th>
            <Table.Th>{t('columns.text')}</Table.Th>
            <Table.Th>{t('columns.category')}</Table.Th>
            <Table.Th>{t('columns.factory')}</Table.Th>
            <Table.Th>{t('columns.sizes')}</Table.Th>
            <Table.Th>{t('columns.colors')}</Table.Th>
            <Table.Th>{t('columns.basePrice')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {catalogs.map((catalog) => (
            <Table.Tr key={catalog.value}>
              <Table.Td>{catalog.value}</Table.Td>
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/catalog/$id" params={{ id: String(catalog.value) }} />
                  )}
                >
                  {catalog.text}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`categories.${catalog.category}`)}</Table.Td>
              <Table.Td>{catalog.factory}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {catalog.sizes.join(', ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <ColorSwatches colors={catalog.colors} size={12} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{priceRange(catalog)}</Table.Td>
              <Table.Td w={120}>
                <Badge color={catalog.active ? 'green' : 'gray'} variant="light">
                  {catalog.active ? t('status.active') : t('status.inactive')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
