import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { referralInputSchema } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { useUpdateReferral } from '../api/update-referral';

const referralFormSchema = referralInputSchema.pick({ referralCode: true });

/** Enters the referral code someone gave the seller (one per seller; its discount applies to their orders). */
export function ReferralForm() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const update = useUpdateReferral();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { referralCode: user.referralCode ?? '' },
    validate: formValidator(referralFormSchema),
  });

  const submit = form.onSubmit(({ referralCode }) =>
    update.mutate(
      { referralCode: referralCode.trim() },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('referral.success') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            // A taken or unknown code is the user's to fix: say so; anything else is ours.
            message:
              isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429
                ? getErrorMessage(error)
                : t('referral.failure'),
          }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <Stack gap={0} style={{ flex: 1, minWidth: 200, maxWidth: 320 }}>
          <TextInput
            label={t('referral.code')}
            description={t('referral.hint')}
            autoComplete="off"
            required
            key={form.key('referralCode')}
            {...form.getInputProps('referralCode')}
          />
        </Stack>
        <Button type="submit" loading={update.isPending}>
          {t('referral.submit')}
        </Button>
      </Group>
    </form>
  );
}
