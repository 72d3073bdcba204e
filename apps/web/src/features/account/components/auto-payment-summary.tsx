import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';

/** The seller's auto-payment mode and hours, with the way to change them when that page exists. */
export function AutoPaymentSummary({ changePath }: { changePath: string | undefined }) {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const mode = user.autopayPayoneer ? 'payoneer' : user.autopayCredit ? 'credit' : 'off';
  const hours = [...user.autoPaymentHours].sort((a, b) => a - b);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">{t('autoPayment.mode')}</Text>
        <Badge variant="light" color={mode === 'off' ? 'gray' : 'green'}>
          {t(`autoPayment.modes.${mode}`)}
        </Badge>
      </Group>
      {mode !== 'off' && (
        <Text size="sm" c="dimmed">
          {hours.length > 0
            ? t('autoPayment.hours', {
                hours: hours.map((hour) => `${String(hour).padStart(2, '0')}:00`).join(', '),
              })
            : t('autoPayment.noHours')}
        </Text>
      )}
      {mode === 'off' && (
        <Text size="sm" c="dimmed">
          {t('autoPayment.offHint')}
        </Text>
      )}
      {changePath && (
        <Group>
          <Button component={Link} to={changePath} variant="light">
            {t('autoPayment.change')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
