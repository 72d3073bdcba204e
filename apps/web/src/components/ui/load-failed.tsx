import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { getErrorMessage, isRetryableLoadError } from '../../lib/error-message';

/**
 * A list or page that could not load: what failed, why, and (when asking again can help: a dropped
 * connection, a rate limit, a server fault) a button that loads it again.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
  retrying = false,
  m,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
  retrying?: boolean;
  m?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      m={m}
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title}
      role="alert"
    >
      {isApiError(error) && error.status === 429
        ? t('loadFailed.rateLimited')
        : getErrorMessage(error)}
      {isRetryableLoadError(error) ? (
        <div>
          <Button
            variant="light"
            size="xs"
            mt="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retrying}
            onClick={() => void onRetry()}
          >
            {t('actions.retry')}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
