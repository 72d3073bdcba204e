import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/** Toasts stay 8 seconds (spec 01 §8), top centre, clear of the top bar's menus. */
const TOAST_AUTO_CLOSE_MS = 8000;

/**
 * Secondary text and placeholders dark enough to read (WCAG AA, 4.5:1 on white and on the light
 * grey of striped rows): Mantine's defaults (gray 6 and 5) measure 3.3:1 and 2.1:1.
 */
const readableGreys: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-placeholder': '#6c757d' },
  dark: {},
});

/**
 * What every page needs. The confirm dialogs' provider (@mantine/modals) lives in the signed-in
 * shell, the only place that opens them, so the sign-in page does not download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableGreys}>
      <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
