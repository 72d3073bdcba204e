import { notifications as toasts } from '@mantine/notifications';
import type { Notification } from '@stitchworks/shared';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useViewNotification } from '../api/view-notification';

/** Opening an item marks it viewed and follows its link (an in-app path). */
export function useOpenNotification(onOpened?: () => void) {
  const { t } = useTranslation('notifications');
  const router = useRouter();
  const view = useViewNotification();

  return (notification: Notification) => {
    if (notification.status === 0) {
      view.mutate(notification, {
        onError: () => toasts.show({ color: 'red', message: t('errors.markFailed') }),
      });
    }
    onOpened?.();
    const link = notification.meta.link;
    if (link?.startsWith('/') && !link.startsWith('//')) void router.navigate({ href: link });
  };
}
