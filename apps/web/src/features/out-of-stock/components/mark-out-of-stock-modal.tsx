import { Button, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Catalog, OutOfStockList } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useUpdateOutOfStock } from '../api/update-out-of-stock';
import { withVariants } from './variant-list';

/**
 * The create modal: a catalog, then colours and sizes of it; every colour × size is added to the
 * catalog's list, which is saved whole (PUT).
 */
export function MarkOutOfStockModal({
  opened,
  onClose,
  catalogs,
  lists,
}: {
  opened: boolean;
  onClose: () => void;
  catalogs: Catalog[];
  lists: OutOfStockList;
}) {
  const { t } = useTranslation('outOfStock');
  const update = useUpdateOutOfStock();
  const [catalogId, setCatalogId] = useState<string | null>(null);
  const [colors, setColors] = useState<string[]>([]);
  const [sizes, setSizes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const catalog = catalogs.find((c) => String(c.value) === catalogId);

  const close = () => {
    setCatalogId(null);
    setColors([]);
    setSizes([]);
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!catalog || colors.length === 0 || sizes.length === 0) {
      setError(t('modal.incomplete'));
      return;
    }
    setError(null);
    const current = lists.find((list) => list.catalogId === catalog.value)?.outOfStocks ?? [];
    update.mutate(
      {
        catalogId: catalog.value,
        input: { outOfStocks: withVariants(current, colors, sizes) },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('messages.updated') });
          close();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('modal.title')}>
      <Stack>
        <Select
          label={t('modal.catalog')}
          placeholder={t('modal.catalogPlaceholder')}
          required
          searchable
          data={catalogs.map((c) => ({ value: String(c.value), label: `#${c.value} ${c.text}` }))}
          value={catalogId}
          onChange={(value) => {
            setCatalogId(value);
            setColors([]);
            setSizes([]);
          }}
        />
        <MultiSelect
          label={t('modal.colors')}
          required
          searchable
          disabled={!catalog}
          data={catalog?.colors.map((color) => color.name) ?? []}
          value={colors}
          onChange={setColors}
        />
        <MultiSelect
          label={t('modal.sizes')}
          required
          searchable
          disabled={!catalog}
          data={catalog?.sizes ?? []}
          value={sizes}
          onChange={setSizes}
        />
        {colors.length > 0 && sizes.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('modal.count', { count: colors.length * sizes.length })}
          </Text>
        )}
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('modal.cancel')}
          </Button>
          <Button onClick={submit} loading={update.isPending}>
            {t('modal.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
