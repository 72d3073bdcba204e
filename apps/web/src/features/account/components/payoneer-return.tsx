import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { autoPaymentMessages } from '@stitchworks/shared';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYONEER_STATE_KEY, useConnectPayoneer } from '../api/auto-payment';

type Props = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  sandbox: boolean;
};

/**
 * /payoneer-authorize: Payoneer sends the seller back here with a one-time code. It is sent to
 * the server once, only when the `state` matches the one this tab set before leaving (so a link
 * from elsewhere cannot connect someone else's account).
 */
export function PayoneerReturn({ code, state, error, sandbox }: Props) {
  const { t } = useTranslation('account');
  const connect = useConnectPayoneer();
  const sent = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const expected = sessionStorage.getItem(PAYONEER_STATE_KEY);
    sessionStorage.removeItem(PAYONEER_STATE_KEY);
    if (error || !code || !state || state !== expected) {
      setProblem(autoPaymentMessages.payoneerFailed);
      return;
    }
    connect.mutate(code, { onError: () => setProblem(autoPaymentMessages.payoneerFailed) });
  }, [code, state, error, connect]);

  const back = (
    <Button renderRoot={(props) => <Link {...props} to="/autopayment" />} variant="light">
      {t('autoPaymentPage.backToSettings')}
    </Button>
  );
  if (problem) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('autoPaymentPage.messages.payoneerFailed')}
      >
        <Stack gap="sm" align="flex-start" mt="xs">
          {back}
        </Stack>
      </Alert>
    );
  }
  if (!connect.isSuccess) {
    return (
      <Center p="xl" role="status" aria-label={t('autoPaymentPage.connecting')}>
        <Loader />
      </Center>
    );
  }
  return (
    <Card maw={560}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconCircleCheck size={22} color="var(--mantine-color-green-8)" aria-hidden />
          <Text fw={600}>{t('autoPaymentPage.messages.payoneerConnected')}</Text>
          {sandbox ? (
            <Badge color="yellow" variant="light" tt="none">
              {t('autoPaymentPage.sandbox')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{t('autoPaymentPage.connectedNext')}</Text>
        <Group>{back}</Group>
      </Stack>
    </Card>
  );
}
