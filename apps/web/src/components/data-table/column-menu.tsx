import { Button, Checkbox, Menu, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types';

/** The "Columns" menu: which optional columns show; the choice is kept per user. */
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
  const choosable = columns.filter((column) => column.hideable !== false);
  if (choosable.length === 0) return null;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns size={16} aria-hidden />}
          aria-label={t('columnsLabel')}
        >
          {t('columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('columnsLabel')}</Menu.Label>
        <Stack gap={6} px="sm" py={4}>
          {choosable.map((column) => (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={visibility[column.id] ?? false}
              onChange={(event) => onToggle(column.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
        {customised ? (
          <>
            <Menu.Divider />
            <Menu.Item onClick={onReset}>{t('resetColumns')}</Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
