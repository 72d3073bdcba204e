import { Center, Container, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A single-column page centred in the viewport, for screens outside the signed-in shell. */
export function CenteredPage({
  children,
  size = 'sm',
}: {
  children: ReactNode;
  size?: ContainerProps['size'];
}) {
  return (
    <Center component="main" mih="100dvh" py="xl" px="md">
      <Container size={size} w="100%" p={0}>
        {children}
      </Container>
    </Center>
  );
}
