import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ApiKey } from '@stitchworks/shared';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeysTable } from './api-keys-table';
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

        <ApiKeysTable
          rows={keys.data?.rows}
          onRevoke={confirmRevoke}
          error={
            keys.isError && !keys.data ? <Alert color="red">{t('loadFailed')}</Alert> : undefined
          }
          empty={
            <Text size="sm" c="dimmed" role="status">
              {t('empty')}
            </Text>
          }
        />
      </Stack>
      <NewApiKeyModal apiKey={shownKey} onClose={() => setShownKey(null)} />
    </SectionCard>
  );
}
