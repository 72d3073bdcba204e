import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button has an accessible name in the interface language. */
export function PasswordField(props: Omit<PasswordInputProps, 'visibilityToggleButtonProps'>) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('actions.togglePassword') }}
      {...props}
    />
  );
}
