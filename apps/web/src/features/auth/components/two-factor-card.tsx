import { Alert, Button, Code, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TwoFactorSetup } from '@stitchworks/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Proof = 'disable' | 'renew';

/**
 * /profile's two-factor sign-in: set up with a QR code and a first code, the recovery codes shown
 * once; turn off or make new codes with a current code. Admins are told their role requires it.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('auth');
  const status = useTwoFactor();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [proof, setProof] = useState<Proof | null>(null);
  const [proofCode, setProofCode] = useState('');
  const [proofError, setProofError] = useState<string | undefined>(undefined);

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (answer) => {
        setPending(answer);
        setCode('');
        setCodeError(undefined);
      },
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setCodeError(t('twoFactor.serverMessages.invalidCode'));
      return;
    }
    enable.mutate(code, {
      onSuccess: (answer) => {
        notifications.hide('must-enrol-two-factor');
        notifications.show({ color: 'green', message: t('twoFactor.serverMessages.enabled') });
        setPending(null);
        setCodes(answer.recoveryCodes);
      },
      onError: (error) => setCodeError(getErrorMessage(error)),
    });
  };

  const submitProof = (event: FormEvent) => {
    event.preventDefault();
    if (!proofCode.trim()) {
      setProofError(t('twoFactor.codeRequired'));
      return;
    }
    const onError = (error: unknown) => setProofError(getErrorMessage(error));
    const close = () => {
      setProof(null);
      setProofCode('');
    };
    if (proof === 'disable') {
      disable.mutate(proofCode, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('twoFactor.serverMessages.disabled') });
          close();
        },
        onError,
      });
    } else {
      renew.mutate(proofCode, {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: t('twoFactor.serverMessages.recoveryCodesMade'),
          });
          setCodes(answer.recoveryCodes);
          close();
        },
        onError,
      });
    }
  };

  const data = status.data;
  return (
    <SectionCard
      id="two-factor"
      title={t('twoFactor.card.title')}
      description={t('twoFactor.card.description')}
    >
      <Stack gap="md">
        {status.isError && !data && <Alert color="red">{t('twoFactor.card.loadFailed')}</Alert>}
        {data?.required && !data.enabled && (
          <Alert color="orange" icon={<IconShieldLock size={18} />}>
            {t('twoFactor.card.required')}
          </Alert>
        )}
        {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
        {data && !data.enabled && !pending && (
          <Group>
            <Text size="sm">{t('twoFactor.card.off')}</Text>
            <Button
              onClick={start}
              loading={setup.isPending}
              leftSection={<IconShieldLock size={16} />}
            >
              {t('twoFactor.card.start')}
            </Button>
          </Group>
        )}
        {pending && (
          <form onSubmit={confirm} noValidate>
            <Stack gap="sm">
              <Text size="sm">{t('twoFactor.card.scan')}</Text>
              <Image src={pending.qrCode} alt={t('twoFactor.card.qrAlt')} w={200} h={200} />
              <Text size="sm">
                {t('twoFactor.card.manual')}{' '}
                <Code data-testid="two-factor-secret">{pending.secret}</Code>
              </Text>
              <Text size="sm">{t('twoFactor.card.confirm')}</Text>
              <Group align="flex-start" gap="sm">
                <TextInput
                  label={t('twoFactor.code')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  required
                  value={code}
                  error={codeError}
                  onChange={(event) => {
                    setCode(event.currentTarget.value);
                    setCodeError(undefined);
                  }}
                  w={200}
                />
              </Group>
              <Group gap="sm">
                <Button type="submit" loading={enable.isPending}>
                  {t('twoFactor.card.enable')}
                </Button>
                <Button variant="default" onClick={() => setPending(null)}>
                  {t('twoFactor.card.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {data?.enabled && (
          <Group justify="space-between">
            <Stack gap={2}>
              <Text size="sm">
                {t('twoFactor.card.on', { date: data.enabledAt ? formatDate(data.enabledAt) : '' })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('twoFactor.card.recoveryLeft', { count: data.recoveryCodesLeft })}
              </Text>
            </Stack>
            <Group gap="sm">
              <Button variant="default" onClick={() => setProof('renew')}>
                {t('twoFactor.card.renew')}
              </Button>
              <Button variant="light" color="red" onClick={() => setProof('disable')}>
                {t('twoFactor.card.disable')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
      <Modal
        opened={proof !== null}
        onClose={() => {
          setProof(null);
          setProofCode('');
          setProofError(undefined);
        }}
        title={
          proof === 'disable'
            ? t('twoFactor.card.proofTitleDisable')
            : t('twoFactor.card.proofTitleRenew')
        }
      >
        <form onSubmit={submitProof} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('twoFactor.card.proofHint')}</Text>
            <TextInput
              label={t('twoFactor.card.proofCode')}
              autoComplete="one-time-code"
              required
              data-autofocus
              value={proofCode}
              error={proofError}
              onChange={(event) => {
                setProofCode(event.currentTarget.value);
                setProofError(undefined);
              }}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                color={proof === 'disable' ? 'red' : undefined}
                loading={disable.isPending || renew.isPending}
              >
                {t('twoFactor.card.confirmAction')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
