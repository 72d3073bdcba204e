import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { twoFactorMessages } from '@stitchworks/shared/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import type { SignInStep } from '../api/complete-sign-in';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { loginErrorMessage } from './login-error';

type TwoFactorMessageKey = keyof typeof twoFactorMessages;
const keyOfMessage = new Map(
  Object.entries(twoFactorMessages).map(([key, text]) => [
    text as string,
    key as TwoFactorMessageKey,
  ]),
);

/**
 * The sign-in's second step: the six-digit code of the authenticator app, or one of the recovery
 * codes. A challenge that expired (or was used) sends the person back to the password.
 */
export function TwoFactorStep({
  challengeToken,
  onSignedIn,
  onBack,
}: {
  challengeToken: string;
  onSignedIn: (step: SignInStep) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const step = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('twoFactor.codeRequired'));
      return;
    }
    step.mutate(
      { challengeToken, code },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          const key = isApiError(failure) ? keyOfMessage.get(failure.message) : undefined;
          if (key === 'challengeExpired') {
            notifications.show({
              color: 'red',
              message: t('twoFactor.serverMessages.challengeExpired'),
            });
            onBack();
          } else if (key) {
            setError(t(`twoFactor.serverMessages.${key}`));
          } else {
            const message = loginErrorMessage(failure);
            if (message) notifications.show({ color: 'red', message });
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{recovery ? t('twoFactor.recoveryHint') : t('twoFactor.codeHint')}</Text>
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? t('twoFactor.recoveryCode') : t('twoFactor.code')}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 40 : 7}
          required
          data-autofocus
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery((current) => !current);
              setCode('');
              setError(undefined);
            }}
          >
            {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('twoFactor.back')}
          </Anchor>
        </Group>
        <Button type="submit" loading={step.isPending} fullWidth>
          {t('twoFactor.verify')}
        </Button>
      </Stack>
    </form>
  );
}
