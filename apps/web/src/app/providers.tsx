import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { theme } from './theme';

/**
 * Text of light and outline badges (and alerts, light buttons) readable at 4.5:1 on their own
 * tint and on a striped row: Mantine's defaults print green, yellow and orange at 2.8–4.0:1.
 * Set here, once, every badge of every list inherits it.
 */
const readableTints: Record<string, string> = {
  '--mantine-color-green-light-color': '#22713a',
  '--mantine-color-teal-light-color': '#066649',
  '--mantine-color-yellow-light-color': '#7c4a03',
  '--mantine-color-orange-light-color': '#a93d00',
  '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
  '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
  '--mantine-color-cyan-light-color': 'var(--mantine-color-cyan-9)',
  '--mantine-color-grape-light-color': 'var(--mantine-color-grape-9)',
  '--mantine-color-violet-light-color': 'var(--mantine-color-violet-9)',
  '--mantine-color-gray-light-color': 'var(--mantine-color-gray-9)',
  '--mantine-color-yellow-outline': '#7c4a03',
  '--mantine-color-orange-outline': '#a93d00',
  '--mantine-color-green-outline': '#22713a',
};

/**
 * Secondary text and placeholders dark enough to read (WCAG AA, 4.5:1 on white and on the light
 * grey of striped rows): Mantine's defaults (gray 6 and 5) measure 3.3:1 and 2.1:1.
 */
export const readableGreys: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    // Field errors and error texts: Mantine's red 6 measures 3.28:1 on white; red 9 reads above 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...readableTints,
  },
  dark: {},
});

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/**
 * The toasts' container, fetched the first time there is something to show: `notifications.show()`
 * only writes to a small store, and the container shows what the store holds when it mounts, so
 * nothing said before it arrives is lost. Its code (and its transitions) stays out of the first
 * page, which usually shows no toast at all.
 */
function DeferredToasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/**
 * What every page needs. The confirm dialogs' provider (@mantine/modals) lives in the signed-in
 * shell, the only place that opens them, and the data cache's provider around the pages that use
 * it (lib/query-provider.tsx), so the sign-in page downloads neither.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableGreys}>
      <DeferredToasts />
      {children}
    </MantineProvider>
  );
}
