import { Alert, Button, Group, Loader, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { businessSettingsSchema } from '@stitchworks/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { useBusinessSettings, useUpdateBusinessSettings } from '../api/business-settings';

const supportEmailSchema = businessSettingsSchema.pick({ supportEmail: true });

function SupportEmailForm({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateBusinessSettings();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { supportEmail },
    validate: formValidator(supportEmailSchema),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { supportEmail: values.supportEmail.trim() },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('business.saved') }),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('business.supportEmail')}
          description={t('business.supportEmailHint')}
          type="email"
          required
          style={{ flex: 1, maxWidth: 360 }}
          key={form.key('supportEmail')}
          {...form.getInputProps('supportEmail')}
        />
        <Button type="submit" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </Group>
    </form>
  );
}

/** Admin: whether new sellers may sign in, and the support address shown when they may not. */
export function BusinessSettingsCard() {
  const { t } = useTranslation('account');
  const settings = useBusinessSettings();
  const update = useUpdateBusinessSettings();

  let content: React.ReactNode;
  if (settings.isPending) {
    content = <Loader size="sm" aria-label={t('business.loading')} />;
  } else if (settings.isError) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {getErrorMessage(settings.error)}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="lg">
        <Switch
          label={t('business.accepting')}
          description={t('business.acceptingHint')}
          checked={settings.data.acceptingNewSellers}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { acceptingNewSellers: event.currentTarget.checked },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('business.saved') }),
                onError: (error) =>
                  notifications.show({ color: 'red', message: getErrorMessage(error) }),
              },
            )
          }
        />
        <SupportEmailForm supportEmail={settings.data.supportEmail} />
      </Stack>
    );
  }

  return (
    <SectionCard
      id="business-settings"
      title={t('business.title')}
      description={t('business.description')}
    >
      {content}
    </SectionCard>
  );
}
