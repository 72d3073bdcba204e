import { Table, type TableScrollContainerProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A table's scrolling box (narrow screens), made a named tab stop so a keyboard user can scroll it
 * with the arrow keys (WCAG 2.1.1, axe's scrollable-region-focusable), as the data table's is.
 */
export function ScrollTable({
  label,
  ...props
}: Omit<TableScrollContainerProps, 'scrollAreaProps'> & { label: string }) {
  const { t } = useTranslation('dataTable');
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{
        viewportProps: {
          tabIndex: 0,
          role: 'region',
          'aria-label': t('scrollRegion', { label }),
        },
      }}
    />
  );
}
