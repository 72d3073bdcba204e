import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NewOrderButtons } from './new-order-buttons';

/** No orders: say why, and offer the next step (clear the filters, or place a first order). */
export function OrdersEmptyState({
  filtered,
  seller,
  onClearFilters,
}: {
  filtered: boolean;
  seller: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <Stack align="center" gap="sm" py="xl" px="md" role="status">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconPackage size={26} />
      </ThemeIcon>
      <Text fw={600}>{filtered ? t('empty.filteredTitle') : t('empty.title')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={420}>
        {filtered ? t('empty.filteredBody') : seller ? t('empty.sellerBody') : t('empty.staffBody')}
      </Text>
      <Group gap="xs" justify="center">
        {filtered ? (
          <Button
            variant="light"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClearFilters}
          >
            {t('filters.reset')}
          </Button>
        ) : null}
        {!filtered && seller ? <NewOrderButtons /> : null}
      </Group>
    </Stack>
  );
}
