import { Alert, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { SignInSession } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useEndOtherSignIns } from '../api/end-other-sign-ins';
import { useEndSignIn } from '../api/end-sign-in';
import { useSignIns } from '../api/get-sign-ins';

/** /profile's "where you are signed in": each sign-in, ending one or every other. */
export function SignInsCard() {
  const { t } = useTranslation('auth');
  const signIns = useSignIns();
  const endOne = useEndSignIn();
  const endOthers = useEndOtherSignIns();
  const rows = signIns.data?.rows ?? [];
  const others = rows.filter((row) => !row.current);

  const confirmEnd = (row: SignInSession) =>
    endOne.mutate(row.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t('twoFactor.serverMessages.signInEnded') }),
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });

  const confirmEndOthers = () =>
    modals.openConfirmModal({
      title: t('signIns.endOthers'),
      children: <Text size="sm">{t('signIns.description')}</Text>,
      labels: { confirm: t('signIns.endOthers'), cancel: t('twoFactor.card.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        endOthers.mutate(undefined, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('twoFactor.serverMessages.otherSignInsEnded'),
            }),
          onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        }),
    });

  return (
    <SectionCard id="sign-ins" title={t('signIns.title')} description={t('signIns.description')}>
      <Stack gap="md">
        {signIns.isError && !signIns.data && <Alert color="red">{t('signIns.loadFailed')}</Alert>}
        {signIns.data && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label={t('signIns.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('signIns.device')}</Table.Th>
                  <Table.Th>{t('signIns.address')}</Table.Th>
                  <Table.Th>{t('signIns.signedInAt')}</Table.Th>
                  <Table.Th>{t('signIns.lastSeen')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('signIns.end')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" title={row.userAgent ?? undefined}>
                          {row.device}
                        </Text>
                        {row.current && (
                          <Badge size="sm" variant="light" color="green">
                            {t('signIns.current')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{row.ip ?? '—'}</Table.Td>
                    <Table.Td>{formatDateTime(row.signedInAt)}</Table.Td>
                    <Table.Td>{formatDateTime(row.lastSeenAt)}</Table.Td>
                    <Table.Td>
                      {!row.current && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('signIns.endLabel', { device: row.device })}
                          loading={endOne.isPending && endOne.variables === row.id}
                          onClick={() => confirmEnd(row)}
                        >
                          {t('signIns.end')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {signIns.data && others.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('signIns.none')}
          </Text>
        )}
        {others.length > 0 && (
          <Group>
            <Button
              variant="light"
              color="red"
              onClick={confirmEndOthers}
              loading={endOthers.isPending}
            >
              {t('signIns.endOthers')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
