import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/layout/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  usePageTitle('auth:forgot.title');
  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')}>
      <ForgotPasswordForm onBack={() => void navigate({ to: '/login', search: {} })} />
    </AuthCard>
  );
}
