import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { updateSelfInputSchema } from '@stitchworks/shared';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { formatDate } from '../../../lib/format';
import { accountStanding, initials, standingColor } from '../../../lib/user-display';
import { useUpdateProfile } from '../api/update-profile';

const nameSchema = updateSelfInputSchema.pick({ name: true }).required();

function NameEditor({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateProfile();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name },
    validate: formValidator(nameSchema),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { name: values.name.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('profile.nameSaved') });
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('profile.name')}
          autoComplete="name"
          required
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" size="sm" loading={update.isPending}>
            {t('common:actions.save')}
          </Button>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onClose}
            aria-label={t('common:actions.cancel')}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </form>
  );
}

/** Who the user is: name (editable), address, role, status and since when. */
export function ProfileSummary() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const standing = accountStanding(user);

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Avatar src={user.profileImg} size={64} radius="xl" color="thread" alt="">
        {initials(user.name)}
      </Avatar>
      <Stack gap={6} style={{ flex: 1 }}>
        {editing ? (
          <NameEditor name={user.name} onClose={() => setEditing(false)} />
        ) : (
          <Group gap="xs">
            <Text fw={700} size="lg">
              {user.name}
            </Text>
            <Tooltip label={t('profile.editName')}>
              <ActionIcon
                variant="subtle"
                onClick={() => setEditing(true)}
                aria-label={t('profile.editName')}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{t(`roles.${user.role}`)}</Badge>
          {/* One badge: a disabled account is disabled, whatever its status says. */}
          <Badge variant="light" color={standingColor[standing]}>
            {standing === 'disabled' ? t('profile.disabled') : t(`statuses.${standing}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('profile.memberSince', { date: formatDate(user.createdAt) })}
        </Text>
      </Stack>
    </Group>
  );
}
