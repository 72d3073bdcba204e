import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** Shows `message` as an error toast each time `failed` turns true. */
export function useErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notifications.show({ color: 'red', message });
  }, [failed, message]);
}
