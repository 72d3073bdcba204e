import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../ui/brand-mark';
import classes from './layout.module.css';
import { MAIN_CONTENT_ID } from './skip-link';
import { useFocusOnNavigate } from './use-focus-on-navigate';

/** The auth theme: sign-in, registration, activation and policy pages, outside the shell. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" py="xl" px="md">
      <Container size="md" p={0}>
        <Stack gap="xl">
          <Group justify="center">
            <Anchor component={Link} to="/login" underline="never" c="inherit">
              <Group gap="xs">
                <BrandMark size={40} />
                <Text fw={750} fz={26}>
                  {t('appName')}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            ref={mainRef}
            tabIndex={-1}
            className={classes.main}
          >
            {children}
          </Box>
          <Group justify="center" gap="lg" component="footer">
            <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed">
              {t('navigation.privacyPolicy')}
            </Anchor>
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {t('appName')}
            </Text>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
