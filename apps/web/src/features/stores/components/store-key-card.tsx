import { Alert, Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Store, StoreKey } from '@stitchworks/shared';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useCreateStoreKey } from '../api/create-store-key';

const HEADING_ID = 'store-key-title';

/**
 * An api or platfox store's order key: orders sent to the public order API with it are the
 * store's. A new key is shown once, in full; the previous one stops working.
 */
export function StoreKeyCard({ store, canChange }: { store: Store; canChange: boolean }) {
  const { t } = useTranslation('stores');
  const create = useCreateStoreKey(store.id);
  const [made, setMade] = useState<StoreKey | null>(null);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (key) => setMade(key),
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });
  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconKey size={20} aria-hidden />
          <Title order={2} size="h4" id={HEADING_ID}>
            {t('storeKey.title')}
          </Title>
        </Group>
        <Text size="sm">
          {store.type === 'platfox' ? t('storeKey.platfoxHint') : t('storeKey.apiHint')}
        </Text>
        {made ? (
          <Alert color="green" variant="light" title={t('storeKey.shownOnce')}>
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere' }} data-testid="store-key">
                {made.key}
              </Code>
              <CopyButton value={made.key}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  >
                    {copied ? t('storeKey.copied') : t('storeKey.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        ) : null}
        {canChange && store.status !== 'disconnected' ? (
          <div>
            <Button onClick={make} loading={create.isPending} variant={made ? 'default' : 'filled'}>
              {made || store.status === 'active' ? t('storeKey.renew') : t('storeKey.create')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
