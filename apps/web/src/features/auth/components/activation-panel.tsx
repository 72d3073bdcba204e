import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useActivate, useResendActivation } from '../api/activate';

/** Confirms the mailed activation link once, then offers the way on. */
export function ActivateWithToken({
  token,
  signedIn,
  email,
  onContinue,
}: {
  token: string;
  signedIn: boolean;
  email?: string | undefined;
  onContinue: () => void;
}) {
  const { t } = useTranslation('auth');
  const activate = useActivate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    activate.mutate(token);
  }, [activate.mutate, token]);

  if (activate.isIdle || activate.isPending) {
    return (
      <Center py="lg" role="status" aria-label={t('activate.checking')}>
        <Loader />
      </Center>
    );
  }
  if (activate.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {getErrorMessage(activate.error)}
        </Alert>
        {signedIn && email ? (
          <ResendActivation email={email} />
        ) : (
          <Button component={Link} to="/login" variant="light">
            {t('activate.toLogin')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        {t('activate.success')}
      </Alert>
      {signedIn ? (
        <Button onClick={onContinue}>{t('activate.continue')}</Button>
      ) : (
        <Button component={Link} to="/login">
          {t('activate.toLogin')}
        </Button>
      )}
    </Stack>
  );
}

/** 'Send the link again' for a signed-in user whose address is not confirmed yet. */
export function ResendActivation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconMail size={18} />}
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('forgot.sent', { email }) }),
            onError: (error) =>
              notifications.show({ color: 'red', message: getErrorMessage(error) }),
          })
        }
      >
        {t('activate.resend')}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" c="dimmed" role="status">
          {t('activate.resent')}
        </Text>
      )}
    </Group>
  );
}
