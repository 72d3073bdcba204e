import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { apiClient } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';

type RunOutcome = { sellers: number; paidOrders: number; failed: number };

/** An admin runs auto-payment now (POST /auto-payment/run) instead of waiting for the next tick. */
export function AutoPaymentRunCard() {
  const { t } = useTranslation('account');
  const run = useMutation({
    mutationFn: () =>
      apiClient.post<{ data: RunOutcome }>('/auto-payment/run', undefined, { silent: true }),
  });
  return (
    <SectionCard id="auto-payment-run" title={t('autoPaymentPage.runNowTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('autoPaymentPage.runNowBody')}</Text>
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={run.isPending}
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: ({ data }) =>
                notifications.show({
                  color: 'green',
                  message: t('autoPaymentPage.runDone', {
                    orders: data.paidOrders,
                    sellers: data.sellers,
                  }),
                }),
              onError: (error) =>
                notifications.show({ color: 'red', message: getErrorMessage(error) }),
            })
          }
        >
          {t('autoPaymentPage.runNow')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
