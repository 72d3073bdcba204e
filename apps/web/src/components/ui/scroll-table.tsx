import { Table, type TableScrollContainerProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './whole-badges.module.css';

/**
 * A table's scrolling box (narrow screens), made a named tab stop so a keyboard user can scroll it
 * with the arrow keys (WCAG 2.1.1, axe's scrollable-region-focusable), as the data table's is; its
 * badges keep their whole word, as the data table's do.
 */
export function ScrollTable({
  label,
  ...props
}: Omit<TableScrollContainerProps, 'scrollAreaProps' | 'className'> & { label: string }) {
  const { t } = useTranslation('dataTable');
  return (
    <Table.ScrollContainer
      {...props}
      className={classes.wholeBadges}
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
