import { Notifications } from '@mantine/notifications';

/** Toasts stay 8 seconds (spec 01 §8), top centre, clear of the top bar's menus. */
const TOAST_AUTO_CLOSE_MS = 8000;

/** The toasts' container (its own chunk: see providers.tsx). */
export function Toasts() {
  return <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
