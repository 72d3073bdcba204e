import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { PHONE_QUERY, toastPosition } from './toast-placement';
import classes from './toasts.module.css';

/** Toasts stay 8 seconds (spec 01 §8), placed where they cover nothing (toast-placement.ts). */
const TOAST_AUTO_CLOSE_MS = 8000;

/** The toasts' container (its own chunk: see providers.tsx). */
export function Toasts() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={toastPosition(phone)}
      autoClose={TOAST_AUTO_CLOSE_MS}
      classNames={{ root: classes.root }}
    />
  );
}
