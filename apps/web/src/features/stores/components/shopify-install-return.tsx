import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Store } from '@stitchworks/shared';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useShopifyCheck } from '../api/check-shopify-shop';
import { useCreateStore } from '../api/create-store';
import { type ShopifySearch, shopifyInstallOf } from '../shopify-search';
import { shopName, takeTypedShopName } from '../shopify-shop';
import { CreateStoreForm } from './create-store-form';
import { emptyStoreValues } from './store-fields';

function Waiting({ label }: { label: string }) {
  return (
    <Center p="xl">
      <Stack align="center" gap="xs" role="status" aria-label={label}>
        <Loader />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** Why the install could not finish, and the way back. */
function InstallRefused({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('stores');
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={t('shopify.refusedTitle')}
      role="alert"
      maw={640}
    >
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconArrowLeft size={14} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/store" />}
          >
            {t('shopify.backToStores')}
          </Button>
          {onRetry ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRetry}
            >
              {t('shopify.checkAgain')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Finishes Shopify's install (code, hmac, state, timestamp in the URL): sends them once, then
 * opens the connected store with 'Store created successfully'; a refusal stays on the page.
 */
function FinishInstall({ search }: { search: ShopifySearch }) {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const create = useCreateStore();
  const sent = useRef(false);
  const install = shopifyInstallOf(search);

  useEffect(() => {
    // The code and state are good once: never sent twice (a second render, a double effect).
    if (!install || sent.current) return;
    sent.current = true;
    const name = takeTypedShopName(install.shop) ?? shopName(install.shop);
    create.mutate(
      { type: 'shopify', name, configuration: install },
      {
        onSuccess: (store: Store) => {
          notifications.show({ color: 'green', message: t('messages.created') });
          void navigate({
            to: '/store/$storeId',
            params: { storeId: String(store.id) },
            replace: true,
          });
        },
      },
    );
  }, [install, create.mutate, navigate, t]);

  if (create.isError) return <InstallRefused message={getErrorMessage(create.error)} />;
  return <Waiting label={t('shopify.finishing')} />;
}

/**
 * /store/new-shopify's flow (spec 03 §2): no shop → the store list; a shop already connected to
 * one of the seller's stores → that store; a finished install → the store is connected; a seller
 * who comes from Shopify's app listing without an install under way → the create form.
 */
export function ShopifyInstallReturn({ search }: { search: ShopifySearch }) {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const check = useShopifyCheck(search.shop);
  const install = shopifyInstallOf(search);
  const found = check.data?.storeId ?? null;
  // A store still being connected (creating, or disconnected and connected again) is finished
  // by the install; any other store of that shop is simply opened.
  const finishing = install !== undefined && check.data?.status !== 'active';
  const openExisting = found !== null && !finishing;

  useEffect(() => {
    if (!search.shop) void navigate({ to: '/store', replace: true });
    else if (openExisting) {
      void navigate({ to: '/store/$storeId', params: { storeId: String(found) }, replace: true });
    }
  }, [search.shop, openExisting, found, navigate]);

  if (!search.shop || check.isPending || openExisting) {
    return <Waiting label={t('shopify.checking')} />;
  }
  if (check.isError) {
    return (
      <InstallRefused message={getErrorMessage(check.error)} onRetry={() => void check.refetch()} />
    );
  }
  if (install) return <FinishInstall search={search} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('shopify.description', { shop: search.shop })}
      </Text>
      <Card withBorder>
        <CreateStoreForm
          lockType
          initial={{
            type: 'shopify',
            name: shopName(search.shop),
            configuration: { ...emptyStoreValues.configuration, shop: search.shop },
          }}
          onCreated={(store) =>
            void navigate({ to: '/store/$storeId', params: { storeId: String(store.id) } })
          }
        />
      </Card>
    </Stack>
  );
}
