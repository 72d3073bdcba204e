import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DismissibleBannerProps = {
  children: ReactNode;
  onDismiss: () => void;
  color?: AlertProps['color'];
  icon?: ReactNode;
};

/** A notice above the page that the user can close for good (the caller keeps the dismissal). */
export function DismissibleBanner({
  children,
  onDismiss,
  color = 'yellow',
  icon,
}: DismissibleBannerProps) {
  const { t } = useTranslation();
  return (
    <Alert
      role="status"
      variant="light"
      color={color}
      icon={icon}
      withCloseButton
      closeButtonLabel={t('actions.dismiss')}
      onClose={onDismiss}
      mb="md"
    >
      {children}
    </Alert>
  );
}
