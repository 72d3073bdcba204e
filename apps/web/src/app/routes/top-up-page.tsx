import { Alert, Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconExternalLink, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/ui/section-card';
import { transactionsKeys } from '../../features/transactions/api/query-keys';
import { cancelDeposit } from '../../features/transactions/api/top-up';
import { AvailableCredit } from '../../features/transactions/components/available-credit';
import { LatestOwnTransactions } from '../../features/transactions/components/latest-own-transactions';
import { TopUpForm } from '../../features/transactions/components/top-up-form';
import { useCurrentUser } from '../../lib/current-user';
import { usePublicSettings } from '../../lib/public-settings';
import { usePageTitle } from '../../lib/use-page-title';

const FORM_SECTION_ID = 'top-up-form';
const FORM_HEADING_ID = `${FORM_SECTION_ID}-title`;

/** The payment guide of the settings ('payment guide (top-up)'), when one is set. */
function TopUpGuideLink() {
  const { t } = useTranslation('transactions');
  const settings = usePublicSettings();
  const href = settings.data?.guides.payment.trim();
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconBook size={16} aria-hidden />
        {t('topUp.guide')}
        <IconExternalLink size={12} aria-label={t('topUp.opensInNewTab')} />
      </Group>
    </Anchor>
  );
}

/**
 * The wallet sent the payer back with `?cancelled=<id>`: cancel that top-up once (a 400 means it
 * is no longer pending, which is fine), say so, and drop the param so a reload does not repeat it.
 */
function useCancelledAtWallet(): [boolean, () => void] {
  const search = useSearch({ from: '/shell/billing/topup' });
  const navigate = useNavigate({ from: '/billing/topup' });
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState(() => search.cancelled !== undefined);
  // StrictMode runs effects twice: one cancel call per top-up.
  const handled = useRef<number | null>(null);
  const cancelled = search.cancelled;

  useEffect(() => {
    if (cancelled === undefined || handled.current === cancelled) return;
    handled.current = cancelled;
    setNotice(true);
    void navigate({ search: {}, replace: true });
    void cancelDeposit(cancelled)
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: transactionsKeys.all }));
  }, [cancelled, navigate, queryClient]);

  return [notice, () => setNotice(false)];
}

function SellerTopUp() {
  const { t } = useTranslation('transactions');
  const [cancelledNotice, closeNotice] = useCancelledAtWallet();
  return (
    <>
      {cancelledNotice ? (
        <Alert
          color="blue"
          role="status"
          icon={<IconInfoCircle size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('topUp.close')}
          onClose={closeNotice}
        >
          {t('topUp.cancelledNotice')}
        </Alert>
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SectionCard id={FORM_SECTION_ID} title={t('topUp.formTitle')}>
            <TopUpForm labelledBy={FORM_HEADING_ID} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AvailableCredit showProcessingTime={false} />
        </Grid.Col>
      </Grid>

      <LatestOwnTransactions
        type="deposit"
        limit={5}
        texts="recentTopUps"
        allLabel={t('recentTopUps.allTopUps')}
        detail="paymentMethod"
      />
    </>
  );
}

/** An admin has no credit: staff top up a seller from the seller's account page. */
function StaffTopUpNotice() {
  const { t } = useTranslation('transactions');
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('topUp.staffNotice')}</Text>
        {/* Dark blue on the alert's light blue: the theme's teal link is under 4.5:1 there. */}
        <Anchor
          size="sm"
          c="blue.9"
          fw={600}
          renderRoot={(props) => <Link {...props} to="/user" />}
        >
          <Group gap={4} component="span">
            <IconUsers size={14} aria-hidden />
            {t('topUp.staffLink')}
          </Group>
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * /billing/topup (seller, admin; Billing → Top-up): the seller tops up their credit with the
 * online wallet (spec 02 §9). The payer comes back on /transaction/paypal-approve/<id>, or here
 * with `?cancelled=<id>` when they cancelled at the wallet.
 */
export function TopUpPage() {
  const { t } = useTranslation('transactions');
  usePageTitle('transactions:topUp.title');
  const me = useCurrentUser();
  const seller = me.role === 'seller';

  return (
    <Stack gap="lg" maw={1080}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('topUp.title')}</Title>
          {seller ? <Text c="dimmed">{t('topUp.description')}</Text> : null}
        </Stack>
        <TopUpGuideLink />
      </Group>
      {seller ? <SellerTopUp /> : <StaffTopUpNotice />}
    </Stack>
  );
}
