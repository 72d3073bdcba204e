import { Alert, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The body of a dialog or section that waits for data: a small spinner while it loads, the
 * failure message if it could not load, otherwise `children`.
 */
export function LoadState({
  loading,
  error,
  children,
}: {
  loading: boolean;
  error: string | null;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" />
      </Group>
    );
  }
  if (error) return <Alert color="red">{error}</Alert>;
  return children;
}
