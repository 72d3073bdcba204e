import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

const statusColor = { active: 'green', inactive: 'gray', locked: 'red' } as const;

/** Status, plus 'Disabled' and 'Must set a password' when they apply. */
export function UserStatusBadges({
  user,
}: {
  user: Pick<AdminUser, 'status' | 'meta' | 'passwordChanged'>;
}) {
  const { t } = useTranslation('users');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={statusColor[user.status]} variant="light">
        {t(`statuses.${user.status}`)}
      </Badge>
      {user.meta.disabled ? (
        <Badge color="orange" variant="light">
          {t('disabledBadge')}
        </Badge>
      ) : null}
      {user.passwordChanged ? null : (
        <Badge color="yellow" variant="outline">
          {t('mustSetPassword')}
        </Badge>
      )}
    </Group>
  );
}
