import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useCompleteOAuthReturn } from '../api/oauth-return';
import { type OAuthReturnSearch, paramsOf } from '../oauth-search';

/**
 * Back from Etsy's or Amazon's consent (`/store/etsy-return`, `/store/amazon-return`): the query
 * is sent once; the connected store opens with 'Store created successfully', a refusal stays here
 * with the way back to the store list.
 */
export function OAuthReturn({
  platform,
  search,
}: {
  platform: 'etsy' | 'amazon';
  search: OAuthReturnSearch;
}) {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const complete = useCompleteOAuthReturn();
  const sent = useRef(false);
  const params = paramsOf(search);
  const usable = Boolean(params.state);

  useEffect(() => {
    if (!usable || sent.current) return;
    sent.current = true;
    complete.mutate(
      { platform, params },
      {
        onSuccess: ({ store }) => {
          notifications.show({ color: 'green', message: t('messages.created') });
          void navigate({
            to: '/store/$storeId',
            params: { storeId: String(store.id) },
            replace: true,
          });
        },
      },
    );
  }, [usable, platform, params, complete.mutate, navigate, t]);

  if (!usable || complete.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('oauth.refusedTitle')}
        role="alert"
        maw={640}
      >
        <Stack gap="sm">
          <Text size="sm">
            {complete.isError ? getErrorMessage(complete.error) : t('oauth.incomplete')}
          </Text>
          <div>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconArrowLeft size={14} aria-hidden />}
              renderRoot={(props) => <Link {...props} to="/store" />}
            >
              {t('shopify.backToStores')}
            </Button>
          </div>
        </Stack>
      </Alert>
    );
  }
  return (
    <Center p="xl">
      <Stack align="center" gap="xs" role="status" aria-label={t('oauth.finishing')}>
        <Loader />
        <Text size="sm" c="dimmed">
          {t('oauth.finishing')}
        </Text>
      </Stack>
    </Center>
  );
}
