import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A step a built-in sandbox stands in for (a wallet's payment, a platform's consent): a yellow card
 * whose heading names it, with the "Sandbox" badge beside, then what the step shows.
 */
export function SandboxCard({
  headingId,
  icon,
  title,
  badge,
  children,
}: {
  headingId: string;
  icon: ReactNode;
  title: ReactNode;
  badge: string;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      bg="yellow.0"
      bd="1px solid var(--mantine-color-yellow-4)"
      maw={560}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Badge color="yellow" variant="filled" tt="none" style={{ flexShrink: 0 }}>
            {badge}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
