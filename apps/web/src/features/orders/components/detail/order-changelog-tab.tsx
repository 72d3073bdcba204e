import {
  Alert,
  Button,
  Center,
  Loader,
  Stack,
  Text,
  Timeline,
  VisuallyHidden,
} from '@mantine/core';
import { orderMessages } from '@stitchworks/shared';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { translateServerText } from '../../../../lib/server-messages';
import { useOrderRevisions } from '../../api/get-order-revisions';
import type { OrderRowRef } from '../../revision-rows';
import {
  changeLines,
  formatRevisionValue,
  linkedOrderId,
  revisionActionLabel,
  revisionFieldLabel,
} from '../../revision-values';
import { OrderNumberLink } from '../order-id-link';

/**
 * Every change of the order: who, when, and each field before → after; a change of one row names
 * the row by its place among the order's `items`.
 */
export function OrderChangelogTab({
  orderId,
  items,
  active,
}: {
  orderId: number;
  items: readonly OrderRowRef[];
  active: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const revisions = useOrderRevisions(orderId, { enabled: active });

  if (revisions.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('changelog.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (revisions.isError) {
    return (
      <Alert color="red" title={translateServerText(orderMessages.getRevisionsFailed)}>
        <Button size="xs" variant="light" mt="xs" onClick={() => void revisions.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (revisions.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" role="status">
        {t('changelog.empty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={22} lineWidth={2} active={revisions.data.length}>
      {revisions.data.map((revision) => (
        <Timeline.Item
          key={revision.id}
          bullet={<IconHistory size={12} aria-hidden />}
          title={
            <Text size="sm" fw={600}>
              {revisionActionLabel(revision.action)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {revision.user
              ? t('changelog.by', {
                  name: revision.user.name,
                  role: i18n.exists(`orders:roles.${revision.user.role}`)
                    ? t(`roles.${revision.user.role}` as 'roles.admin')
                    : revision.user.role,
                  time: formatDateTime(revision.createdAt),
                })
              : t('changelog.bySystem', { time: formatDateTime(revision.createdAt) })}
          </Text>
          <Stack gap={2} mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {revision.changes.flatMap(changeLines).map((change) => (
              <Text
                component="li"
                size="sm"
                key={change.field}
                style={{ overflowWrap: 'anywhere' }}
              >
                <Text span fw={600} size="sm">
                  {revisionFieldLabel(change.field, items)}:
                </Text>{' '}
                <Text span c="dimmed" size="sm" td="line-through">
                  <RevisionValue field={change.field} value={change.before} />
                </Text>{' '}
                <span aria-hidden>→</span>
                <VisuallyHidden>{t('changelog.changedTo')}</VisuallyHidden>{' '}
                <Text span size="sm">
                  <RevisionValue field={change.field} value={change.after} />
                </Text>
              </Text>
            ))}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * One side of a change as people read it; another order it names (a duplicate's source) is a
 * link to that order.
 */
function RevisionValue({ field, value }: { field: string; value: unknown }) {
  const orderId = linkedOrderId(field, value);
  if (orderId !== null) return <OrderNumberLink id={orderId} size="sm" />;
  return formatRevisionValue(field, value);
}
