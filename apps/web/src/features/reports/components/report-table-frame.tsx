import { Center, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';

type Props = {
  caption: string;
  head: ReactNode;
  body: ReactNode;
  rowCount: number | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
  empty: string;
  /** Whether rows beyond the view's limit were left out. */
  truncated?: boolean | undefined;
};

/** A report table with its caption and its loading, error and empty states. */
export function ReportTableFrame(props: Props) {
  const { t } = useTranslation('reports');
  if (props.error && props.rowCount === undefined) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        error={props.error}
        onRetry={props.onRetry}
        retrying={props.retrying}
      />
    );
  }
  if (props.loading && props.rowCount === undefined) {
    return (
      <Center py="xl" role="status" aria-label={t('loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="xs">
      <ScrollArea type="auto">
        <Table striped highlightOnHover withTableBorder captionSide="top" miw={560}>
          <Table.Caption>{props.caption}</Table.Caption>
          <Table.Thead>{props.head}</Table.Thead>
          <Table.Tbody aria-busy={props.loading}>{props.body}</Table.Tbody>
        </Table>
      </ScrollArea>
      {props.rowCount === 0 ? (
        <Text c="dimmed" ta="center" py="md" role="status">
          {props.empty}
        </Text>
      ) : null}
      {props.truncated ? (
        <Text size="sm" c="orange" role="status">
          {t('truncated')}
        </Text>
      ) : null}
    </Stack>
  );
}
