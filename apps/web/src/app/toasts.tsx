import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { PHONE_QUERY, toastPlacement } from './toast-placement';

/** Toasts stay 8 seconds (spec 01 §8), placed where they cover nothing (toast-placement.ts). */
const TOAST_AUTO_CLOSE_MS = 8000;

/** The toasts' container (its own chunk: see providers.tsx). */
export function Toasts() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { position, top } = toastPlacement(phone);
  return (
    <Notifications
      position={position}
      autoClose={TOAST_AUTO_CLOSE_MS}
      style={top ? { top } : undefined}
    />
  );
}
