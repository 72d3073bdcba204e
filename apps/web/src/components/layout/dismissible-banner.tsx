import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export type DismissibleBannerProps = {
  children: ReactNode;
  onDismiss: () => void;
  color?: AlertProps['color'];
  icon?: ReactNode;
};

/**
 * A notice above the page that the user can close for good (the caller keeps the dismissal); a
 * compact strip on a phone.
 */
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
      classNames={{ icon: classes.bannerIcon, closeButton: classes.bannerClose }}
      p={{ base: 'xs', sm: 'md' }}
      fz={{ base: 'sm', sm: 'md' }}
      mb={{ base: 'xs', sm: 'md' }}
    >
      {children}
    </Alert>
  );
}
