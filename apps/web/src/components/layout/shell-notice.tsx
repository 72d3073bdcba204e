import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page inside the signed-in shell that says why there is nothing to show here (an unknown URL,
 * a page the role may not open), with the ways on: the menu stays where it was.
 */
export function ShellNotice({
  code,
  title,
  description,
  children,
}: {
  /** The large figure above the title ('404', '403'), read by the title instead. */
  code: string;
  title: string;
  description: string;
  /** The ways on (buttons). */
  children: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <Text fz={56} fw={800} lh={1} c="thread.7" aria-hidden>
        {code}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
      {children}
    </Stack>
  );
}
