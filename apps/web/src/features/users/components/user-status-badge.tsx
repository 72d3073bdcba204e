import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { accountStanding, standingColor } from '../../../lib/user-display';

/**
 * One standing badge (a disabled account reads 'Disabled' alone, not 'Active' beside it), plus
 * 'Must set a password' when it applies.
 */
export function UserStatusBadges({
  user,
}: {
  user: Pick<AdminUser, 'status' | 'meta' | 'passwordChanged'>;
}) {
  const { t } = useTranslation('users');
  const standing = accountStanding(user);
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={standingColor[standing]} variant="light">
        {standing === 'disabled' ? t('disabledBadge') : t(`statuses.${standing}`)}
      </Badge>
      {user.passwordChanged ? null : (
        <Badge color="yellow" variant="outline">
          {t('mustSetPassword')}
        </Badge>
      )}
    </Group>
  );
}
