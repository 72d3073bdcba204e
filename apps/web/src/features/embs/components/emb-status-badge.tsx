import { Badge, Group, type MantineColor, Stack, Text } from '@mantine/core';
import type { Emb, EmbApproval, EmbStatus } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

/** Text colours readable (WCAG AA) on a light tint of their hue. */
const statusColors: Record<EmbStatus, { color: MantineColor; c: string }> = {
  todo: { color: 'orange', c: '#a93d00' },
  assigned: { color: 'blue', c: 'blue.9' },
  uploaded: { color: 'grape', c: 'grape.9' },
  accepted: { color: 'green', c: '#22713a' },
};

const approvalColors: Record<EmbApproval, { color: MantineColor; c: string }> = {
  waiting: { color: 'yellow', c: '#7c4a03' },
  approved: { color: 'teal', c: '#087f5b' },
  declined: { color: 'red', c: 'red.9' },
};

export function EmbStatusOnlyBadge({ status }: { status: EmbStatus }) {
  const { t } = useTranslation('embs');
  return (
    <Badge {...statusColors[status]} variant="light" radius="sm">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/**
 * A job's status, the seller's approval of the stitch-out when asked for, and, for a job sent
 * back to its designer, the reason it was rejected.
 */
export function EmbStatusBadge({
  emb,
}: {
  emb: Pick<Emb, 'status' | 'approval' | 'rejectReason'>;
}) {
  const { t } = useTranslation('embs');
  return (
    <Stack gap={4} align="flex-start" maw={220}>
      <Group gap={4}>
        <EmbStatusOnlyBadge status={emb.status} />
        {emb.approval ? (
          <Badge {...approvalColors[emb.approval]} variant="outline" radius="sm">
            {t(`approvals.${emb.approval}`)}
          </Badge>
        ) : null}
      </Group>
      {emb.status === 'assigned' && emb.rejectReason ? (
        <Text size="xs" c="red.9" lineClamp={2} title={emb.rejectReason}>
          {t('list.rejected', { reason: emb.rejectReason })}
        </Text>
      ) : null}
    </Stack>
  );
}
