import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Radio,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AutoPayment,
  type AutoPaymentMode,
  autoPaymentMessages,
  type FieldError,
} from '@stitchworks/shared';
import { IconAlertCircle, IconPlugConnected } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { SectionLoader } from '../../../components/ui/section-loader';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { translateAutoPaymentNote } from '../../../lib/transaction-note';
import {
  getPayoneerAuthorizeUrl,
  PAYONEER_STATE_KEY,
  useAutoPayment,
  useDisconnectPayoneer,
  useSaveAutoPayment,
} from '../api/auto-payment';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const modeOf = (
  settings: Pick<AutoPayment, 'autopayCredit' | 'autopayPayoneer'>,
): AutoPaymentMode =>
  settings.autopayPayoneer ? 'payoneer' : settings.autopayCredit ? 'credit' : 'off';

function PayoneerLink({ data }: { data: AutoPayment }) {
  const { t } = useTranslation('account');
  const disconnect = useDisconnectPayoneer();
  const [connecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const connect = async () => {
    setFailure(null);
    setConnecting(true);
    try {
      const state = crypto.randomUUID().replaceAll('-', '');
      sessionStorage.setItem(PAYONEER_STATE_KEY, state);
      const { url } = await getPayoneerAuthorizeUrl(state);
      window.location.assign(url);
    } catch (error) {
      setConnecting(false);
      setFailure(translateServerText(isApiError(error) ? error.message : getErrorMessage(error)));
    }
  };

  return (
    <Card component="section" aria-labelledby="payoneer-link-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="payoneer-link-title">
            {t('autoPaymentPage.payoneerTitle')}
          </Title>
          {data.payoneer.sandbox ? (
            <Badge color="yellow" variant="light" tt="none">
              {t('autoPaymentPage.sandbox')}
            </Badge>
          ) : null}
        </Group>
        {!data.payoneer.available ? (
          <Text size="sm" c="dimmed">
            {translateServerText(autoPaymentMessages.payoneerUnavailable)}
          </Text>
        ) : data.payoneer.connected ? (
          <Group justify="space-between" align="center">
            <Text size="sm" data-testid="payoneer-account">
              {t('autoPaymentPage.connectedAs', { account: data.payoneer.accountId ?? '' })}
            </Text>
            <Button
              variant="light"
              color="red"
              size="xs"
              loading={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: (result) =>
                    notifications.show({
                      color: 'green',
                      message: translateServerText(result.message),
                    }),
                  onError: (error) => setFailure(getErrorMessage(error)),
                })
              }
            >
              {t('autoPaymentPage.disconnect')}
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" align="center">
            <Text size="sm">{t('autoPaymentPage.notConnected')}</Text>
            <Button
              size="xs"
              leftSection={<IconPlugConnected size={16} aria-hidden />}
              loading={connecting}
              onClick={() => void connect()}
            >
              {t('autoPaymentPage.connect')}
            </Button>
          </Group>
        )}
        {failure ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function RecentRuns({ runs }: { runs: AutoPayment['runs'] }) {
  const { t } = useTranslation('account');
  return (
    <Card component="section" aria-labelledby="auto-payment-runs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="auto-payment-runs-title">
          {t('autoPaymentPage.runsTitle')}
        </Title>
        {runs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('autoPaymentPage.noRuns')}
          </Text>
        ) : (
          <ScrollTable label={t('autoPaymentPage.runsTitle')} minWidth={560}>
            <Table aria-label={t('autoPaymentPage.runsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('autoPaymentPage.runAt')}</Table.Th>
                  <Table.Th>{t('autoPaymentPage.runMode')}</Table.Th>
                  <Table.Th>{t('autoPaymentPage.runPaid')}</Table.Th>
                  <Table.Th ta="right">{t('autoPaymentPage.runAmount')}</Table.Th>
                  <Table.Th>{t('autoPaymentPage.runNote')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.map((run) => (
                  <Table.Tr key={run.id} data-testid="auto-payment-run">
                    <Table.Td>{formatDateTime(run.slotAt)}</Table.Td>
                    <Table.Td>{t(`autoPayment.modes.${run.mode}`)}</Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {run.paidOrderIds.map((id) => (
                          <Anchor
                            key={id}
                            size="sm"
                            renderRoot={(props) => (
                              <Link
                                {...props}
                                to="/order/$orderId"
                                params={{ orderId: String(id) }}
                              />
                            )}
                          >
                            #{id}
                          </Anchor>
                        ))}
                        {run.unpaidOrderIds.length > 0 ? (
                          <Text size="sm" c="dimmed">
                            {t('autoPaymentPage.unpaid', { count: run.unpaidOrderIds.length })}
                          </Text>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(run.amount)}</Table.Td>
                    <Table.Td>{translateAutoPaymentNote(run.note)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Card>
  );
}

function SettingsForm({ data }: { data: AutoPayment }) {
  const { t } = useTranslation('account');
  const save = useSaveAutoPayment();
  const [mode, setMode] = useState<AutoPaymentMode>(modeOf(data));
  const [hours, setHours] = useState<string[]>(data.autoPaymentHours.map(String));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    setErrors({});
    save.mutate(
      {
        autopayCredit: mode === 'credit',
        autopayPayoneer: mode === 'payoneer',
        autoPaymentHours: hours.map(Number).sort((a, b) => a - b),
      },
      {
        onSuccess: (result) =>
          notifications.show({ color: 'green', message: translateServerText(result.message) }),
        onError: (error) => {
          const details =
            isApiError(error) && Array.isArray(error.details)
              ? (error.details as FieldError[])
              : [];
          const fields = Object.fromEntries(
            details.map((detail) => [detail.path, translateServerText(detail.message)]),
          );
          setErrors(
            Object.keys(fields).length > 0
              ? fields
              : {
                  form: translateServerText(
                    isApiError(error) && error.status < 500
                      ? error.message
                      : autoPaymentMessages.updateFailed,
                  ),
                },
          );
        },
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="auto-payment-settings-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="auto-payment-settings-title">
          {t('autoPaymentPage.settingsTitle')}
        </Title>
        <Radio.Group
          label={t('autoPaymentPage.modeLabel')}
          value={mode}
          onChange={(value) => setMode(value as AutoPaymentMode)}
          error={errors.autopayPayoneer ?? errors.autopayCredit}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="off"
              label={t('autoPayment.modes.off')}
              description={t('autoPayment.offHint')}
            />
            <Radio
              value="credit"
              label={t('autoPayment.modes.credit')}
              description={t('autoPaymentPage.creditHint')}
            />
            <Radio
              value="payoneer"
              label={t('autoPayment.modes.payoneer')}
              description={
                data.payoneer.connected
                  ? t('autoPaymentPage.payoneerHint')
                  : t('autoPaymentPage.payoneerFirst')
              }
              disabled={!data.payoneer.connected && mode !== 'payoneer'}
            />
          </Stack>
        </Radio.Group>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="auto-payment-hours-label">
            {t('autoPaymentPage.hoursLabel')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('autoPaymentPage.hoursHint')}
          </Text>
          <Chip.Group multiple value={hours} onChange={setHours}>
            <Group gap={6} role="group" aria-labelledby="auto-payment-hours-label">
              {HOURS.map((hour) => (
                <Chip key={hour} value={String(hour)} size="xs" disabled={mode === 'off'}>
                  {hourLabel(hour)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {errors.autoPaymentHours ? (
            <Text size="sm" c="red.8" role="alert">
              {errors.autoPaymentHours}
            </Text>
          ) : null}
        </Stack>
        {errors.form ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {errors.form}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            {t('autoPaymentPage.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /autopayment (seller): the mode and hours, the Payoneer link, and what the runs paid. */
export function AutoPaymentSettings() {
  const { t } = useTranslation('account');
  const query = useAutoPayment();
  if (query.isPending) return <SectionLoader label={t('autoPaymentPage.loading')} />;
  if (query.isError) {
    return (
      <LoadFailed
        title={t('autoPaymentPage.loadFailed')}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg" maw={880}>
      {/* A new answer (saved, connected) starts the form over from what the server holds. */}
      <SettingsForm
        key={JSON.stringify([
          query.data.autopayCredit,
          query.data.autopayPayoneer,
          query.data.autoPaymentHours,
          query.data.payoneer.connected,
        ])}
        data={query.data}
      />
      <PayoneerLink data={query.data} />
      <RecentRuns runs={query.data.runs} />
    </Stack>
  );
}
