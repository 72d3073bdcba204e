import {
  ActionIcon,
  Card,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Catalog, OutOfStockList } from '@stitchworks/shared';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useUpdateOutOfStock } from '../api/update-out-of-stock';
import { withoutVariant } from './variant-list';

/** Each catalog's marked variants (colour × size); removing one saves the catalog's list. */
export function OutOfStockLists({
  catalogs,
  lists,
}: {
  catalogs: Catalog[];
  lists: OutOfStockList;
}) {
  const { t } = useTranslation('outOfStock');
  const update = useUpdateOutOfStock();
  const nameOf = (catalogId: number) => {
    const catalog = catalogs.find((c) => c.value === catalogId);
    return catalog ? `#${catalogId} ${catalog.text}` : `#${catalogId}`;
  };

  const remove = (catalogId: number, variant: { color: string; size: string }) => {
    const current = lists.find((list) => list.catalogId === catalogId)?.outOfStocks ?? [];
    update.mutate(
      { catalogId, input: { outOfStocks: withoutVariant(current, variant) } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('messages.updated') }),
        onError: (failure) =>
          notifications.show({ color: 'red', message: getErrorMessage(failure) }),
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {lists.map((list) => (
        <Card
          key={list.catalogId}
          withBorder
          component="section"
          aria-label={nameOf(list.catalogId)}
          data-testid="out-of-stock-catalog"
        >
          <Stack gap="xs">
            <Title order={2} size="h5">
              {nameOf(list.catalogId)}
            </Title>
            <Text size="xs" c="dimmed">
              {t('list.count', { count: list.outOfStocks.length })}
            </Text>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.color')}</Table.Th>
                  <Table.Th>{t('list.size')}</Table.Th>
                  <Table.Th w={60}>
                    <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.outOfStocks.map((variant) => (
                  <Table.Tr key={variant.id} data-testid="out-of-stock-variant">
                    <Table.Td>{variant.color}</Table.Td>
                    <Table.Td>{variant.size}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('list.remove', {
                          variant: `${variant.color} / ${variant.size}`,
                          catalog: nameOf(list.catalogId),
                        })}
                        disabled={update.isPending}
                        onClick={() => remove(list.catalogId, variant)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
