import { Badge } from '@mantine/core';
import type { WebhookEndpoint } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** Active, failing (since when), or disabled (by the seller, or after 3 days of failures). */
export function EndpointStatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  if (!endpoint.enabled) {
    return endpoint.disabledReason === 'failing' ? (
      <Badge color="red" variant="light">
        {t('disabledFailing')}
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        {t('disabledBySeller')}
      </Badge>
    );
  }
  if (endpoint.failingSince) {
    return (
      <Badge color="orange" variant="light">
        {t('failing', { date: formatDateTime(endpoint.failingSince) })}
      </Badge>
    );
  }
  return (
    <Badge color="green" variant="light">
      {t('enabled')}
    </Badge>
  );
}
