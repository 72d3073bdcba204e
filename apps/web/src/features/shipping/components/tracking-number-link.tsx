import { Anchor, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { safeTrackingHref } from '../tracking-url';

/**
 * A tracking number, linked to the carrier's tracking page when there is one (a new tab), struck
 * through when its label is voided.
 */
export function TrackingNumberLink({
  trackingNumber,
  trackingUrl,
  voided = false,
}: {
  trackingNumber: string;
  trackingUrl: string | null;
  voided?: boolean;
}) {
  const { t } = useTranslation('shipping');
  const href = safeTrackingHref(trackingUrl);
  const td = voided ? 'line-through' : undefined;
  if (!href) {
    return (
      <Text size="sm" ff="monospace" td={td} style={{ wordBreak: 'break-all' }}>
        {trackingNumber}
      </Text>
    );
  }
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      ff="monospace"
      td={td}
      style={{ wordBreak: 'break-all' }}
      aria-label={t('tracking.openTracking', { number: trackingNumber })}
    >
      {trackingNumber}
      <IconExternalLink size={12} aria-hidden style={{ marginInlineStart: 4 }} />
    </Anchor>
  );
}
