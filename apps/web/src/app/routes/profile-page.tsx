import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/ui/section-card';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { InvoiceInfoForm } from '../../features/account/components/invoice-info-form';
import { ProfileSummary } from '../../features/account/components/profile-summary';
import { ReferralForm } from '../../features/account/components/referral-form';
import { apiKeysKeys } from '../../features/api-keys/api/query-keys';
import { SignInsCard } from '../../features/auth/components/sign-ins-card';
import { TwoFactorCard } from '../../features/auth/components/two-factor-card';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /profile: who I am, my password, two-factor sign-in and where I am signed in, and for sellers
 * the invoice details and referral code.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  usePageTitle('account:profile.title');
  const seller = user.role === 'seller';
  const queryClient = useQueryClient();
  // A new password revokes the seller's API keys: the settings page must list them so.
  const refreshApiKeys = () => void queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{t('profile.title')}</Title>
      <SectionCard id="profile-summary" title={t('profile.account')}>
        <ProfileSummary />
      </SectionCard>
      <SectionCard
        id="change-password"
        title={t('password.title')}
        description={seller ? t('password.descriptionSeller') : t('password.description')}
      >
        <ChangePasswordForm onDone={seller ? refreshApiKeys : undefined} />
      </SectionCard>
      <TwoFactorCard />
      <SignInsCard />
      {seller && (
        <SectionCard
          id="invoice-info"
          title={t('invoice.title')}
          description={t('invoice.description')}
        >
          <InvoiceInfoForm />
        </SectionCard>
      )}
      {seller && (
        <SectionCard
          id="referral"
          title={t('referral.title')}
          description={t('referral.description')}
        >
          <ReferralForm />
        </SectionCard>
      )}
    </Stack>
  );
}
