import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ApiKey } from '@stitchworks/shared';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { NewApiKeyModal } from './new-api-key-modal';

/** The seller's API keys on /setting: generate (shown once), list by prefix, revoke. */
export function ApiKeysSection() {
  const { t } = useTranslation('apiKeys');
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [shownKey, setShownKey] = useState<string | null>(null);

  const generate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim() || undefined },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: t('generated') });
          setName('');
          setShownKey(created.key);
        },
        onError: () => notifications.show({ color: 'red', message: t('generateFailed') }),
      },
    );
  };

  const confirmRevoke = (key: ApiKey) =>
    modals.openConfirmModal({
      title: t('revokeTitle'),
      children: <Text size="sm">{t('revokeConfirm', { prefix: key.prefix })}</Text>,
      labels: { confirm: t('revoke'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('revoked') }),
          onError: () => notifications.show({ color: 'red', message: t('revokeFailed') }),
        }),
    });

  return (
    <SectionCard id="setting-api-keys" title={t('title')} description={t('description')}>
      <Stack gap="md">
        <form onSubmit={generate}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('name')}
              placeholder={t('namePlaceholder')}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.currentTarget.value)}
              w={300}
            />
            <Button type="submit" leftSection={<IconKey size={16} />} loading={create.isPending}>
              {t('generate')}
            </Button>
          </Group>
        </form>

        {keys.isPending ? (
          <Group justify="center" py="sm">
            <Loader size="sm" />
          </Group>
        ) : keys.isError ? (
          <Alert color="red">{t('loadFailed')}</Alert>
        ) : keys.data.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.prefix')}</Table.Th>
                  <Table.Th>{t('columns.createdAt')}</Table.Th>
                  <Table.Th>{t('columns.lastUsedAt')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.rows.map((key) => (
                  <Table.Tr key={key.id}>
                    <Table.Td>{key.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {key.prefix}…
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDate(key.createdAt)}</Table.Td>
                    <Table.Td>
                      {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('never')}
                    </Table.Td>
                    <Table.Td>
                      {key.revokedAt ? (
                        <Badge color="gray" variant="light">
                          {t('revokedOn', { date: formatDate(key.revokedAt) })}
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          {t('active')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {key.revokedAt ? null : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => confirmRevoke(key)}
                        >
                          {t('revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <NewApiKeyModal apiKey={shownKey} onClose={() => setShownKey(null)} />
    </SectionCard>
  );
}
