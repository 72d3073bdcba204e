import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailed } from '../ui/load-failed';

/** A list's query, as TanStack Query gives it. */
type ListQuery = {
  isError: boolean;
  data: unknown;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * What a list's table shows when its first load failed (a failed refetch keeps the rows it has):
 * the failure, with a retry where asking again can help; undefined otherwise.
 */
export function listLoadFailed(query: ListQuery, title: string): ReactNode {
  return query.isError && !query.data ? (
    <LoadFailed
      title={title}
      error={query.error}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
    />
  ) : undefined;
}

/** A list that came back empty: why, and the button that clears its filters. */
export function EmptyList({
  children,
  resetLabel,
  onReset,
}: {
  children: ReactNode;
  resetLabel: string;
  onReset: () => void;
}) {
  return (
    <Stack align="center" gap="sm" p="xl" role="status">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
      <Button variant="light" size="xs" onClick={onReset}>
        {resetLabel}
      </Button>
    </Stack>
  );
}

type ListFooterProps = {
  /** The list's answer: how many rows match and over how many pages. */
  data: { count: number; totalPage: number } | undefined;
  page: number;
  onPage: (page: number) => void;
  /** 'N rows' (the total of the answer). */
  totalLabel: string;
  paginationLabel: string;
  /** A page button's accessible name, and the first/previous/next/last buttons'. */
  pageLabel?: (page: number) => string;
  controlLabel?: (control: 'first' | 'previous' | 'next' | 'last') => string;
  /** Says a new total to screen readers as it changes. */
  announceTotal?: boolean;
};

/** Under a list: its total and, past one page, the pages. Nothing for an empty list. */
export function ListFooter({
  data,
  page,
  onPage,
  totalLabel,
  paginationLabel,
  pageLabel,
  controlLabel,
  announceTotal = false,
}: ListFooterProps) {
  if (!data || data.count <= 0) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live={announceTotal ? 'polite' : undefined}>
        {totalLabel}
      </Text>
      {data.totalPage > 1 ? (
        <Pagination
          total={data.totalPage}
          value={page}
          onChange={onPage}
          aria-label={paginationLabel}
          getItemProps={pageLabel ? (item) => ({ 'aria-label': pageLabel(item) }) : undefined}
          getControlProps={
            controlLabel ? (control) => ({ 'aria-label': controlLabel(control) }) : undefined
          }
        />
      ) : null}
    </Group>
  );
}
