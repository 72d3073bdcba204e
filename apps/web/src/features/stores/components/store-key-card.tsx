import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Store, StoreKey } from '@stitchworks/shared';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useCreateStoreKey } from '../api/create-store-key';
import { useStoreKey } from '../api/get-store-key';

const HEADING_ID = 'store-key-title';

/**
 * An api or platfox store's order key: orders sent to the public order API with it are the
 * store's. The live key is named by its prefix; a new key is shown once, in full, and the
 * previous one, if any, stops working.
 */
export function StoreKeyCard({ store, canChange }: { store: Store; canChange: boolean }) {
  const { t } = useTranslation('stores');
  const create = useCreateStoreKey(store.id);
  const live = useStoreKey(store.id, canChange);
  const [made, setMade] = useState<{ key: StoreKey; replaced: boolean } | null>(null);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (key) => setMade({ key, replaced: Boolean(live.data) }),
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
        {canChange && live.isPending ? <Skeleton height={20} width="60%" /> : null}
        {canChange && live.isError ? (
          <Text size="sm" c="red" role="alert">
            {getErrorMessage(live.error)}
          </Text>
        ) : null}
        {live.data && !made ? (
          <Text size="sm" data-testid="store-key-live">
            {t('storeKey.live', {
              prefix: live.data.prefix,
              date: formatDateTime(live.data.createdAt),
            })}
          </Text>
        ) : null}
        {live.isSuccess && live.data === null && !made ? (
          <Text size="sm" c="dimmed">
            {t('storeKey.none')}
          </Text>
        ) : null}
        {made ? (
          <Alert
            color="green"
            variant="light"
            title={made.replaced ? t('storeKey.shownOnceReplaced') : t('storeKey.shownOnce')}
          >
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere' }} data-testid="store-key">
                {made.key.key}
              </Code>
              <CopyButton value={made.key.key}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    // The key wraps; the button keeps its width on a phone.
                    style={{ flexShrink: 0 }}
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
        {canChange && store.status !== 'disconnected' && live.isSuccess ? (
          <div>
            <Button onClick={make} loading={create.isPending} variant={made ? 'default' : 'filled'}>
              {made || live.data ? t('storeKey.renew') : t('storeKey.create')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
