import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconNeedleThread } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A failed load, with the way to ask again. */
export function EmbLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('embs');
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      <Button variant="light" size="xs" mt="xs" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}

/** No job to show: why, and the next step (clear the filters). */
export function EmbsEmptyState({
  filtered,
  designer,
  onClearFilters,
}: {
  filtered: boolean;
  designer: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('embs');
  const message = filtered
    ? t('list.emptyFiltered')
    : designer
      ? t('list.emptyDesigner')
      : t('list.empty');
  return (
    <Stack align="center" gap="sm" p="xl" role="status">
      <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
        <IconNeedleThread size={24} />
      </ThemeIcon>
      <Text c="dimmed" ta="center" maw={460}>
        {message}
      </Text>
      {filtered ? (
        <Button variant="light" size="xs" onClick={onClearFilters}>
          {t('filters.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}
