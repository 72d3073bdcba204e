import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types';

/**
 * The "Columns" chooser: which optional columns show; the choice is kept per user. A named dialog
 * holding a group of checkboxes, not a menu: a role="menu" may hold only menu items, and
 * checkboxes inside one are an invalid structure that screen readers announce badly.
 */
export function ColumnMenu<T>({
  columns,
  visibility,
  onToggle,
  onReset,
  customised,
}: {
  columns: readonly DataTableColumn<T>[];
  visibility: Record<string, boolean>;
  onToggle: (id: string, visible: boolean) => void;
  onReset: () => void;
  customised: boolean;
}) {
  const { t } = useTranslation('dataTable');
  const titleId = useId();
  const choosable = columns.filter((column) => column.hideable !== false);
  if (choosable.length === 0) return null;
  return (
    <Popover position="bottom-end" withinPortal shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns size={16} aria-hidden />}
          aria-label={t('columnsLabel')}
        >
          {t('columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId} p="sm">
        <Stack gap="xs" role="group" aria-labelledby={titleId}>
          <Text id={titleId} size="xs" fw={600} c="dimmed">
            {t('columnsLabel')}
          </Text>
          {choosable.map((column) => (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={visibility[column.id] ?? false}
              onChange={(event) => onToggle(column.id, event.currentTarget.checked)}
            />
          ))}
          {customised ? (
            <Button variant="subtle" size="xs" onClick={onReset}>
              {t('resetColumns')}
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
