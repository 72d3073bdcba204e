import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type PlanSettings,
  type PlanSettingsInput,
  planSettingsInputSchema,
} from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useSavePlanSettings } from '../api/save-plan-settings';

/**
 * The times the plan's estimates use (a thread change, a trim, hooping a cycle) and the shift the
 * timeline shows. Keyed by the factory by its caller, so another factory starts a fresh form.
 */
export function PlanSettingsForm({ settings }: { settings: PlanSettings }) {
  const { t } = useTranslation('machinePlan');
  const save = useSavePlanSettings();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PlanSettingsInput>({
    initialValues: {
      factory: settings.factory,
      colorChangeSeconds: settings.colorChangeSeconds,
      trimSeconds: settings.trimSeconds,
      hoopingSeconds: settings.hoopingSeconds,
      rethreadSeconds: settings.rethreadSeconds,
      shiftStart: settings.shiftStart,
      shiftHours: settings.shiftHours,
    },
    validate: formValidator(planSettingsInputSchema),
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: translateServerText(saved.message) });
        form.resetDirty(values);
      },
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  });

  return (
    <SectionCard
      id="plan-settings"
      title={t('settings.title')}
      description={t('settings.description')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
            <NumberInput
              label={t('settings.colorChange')}
              description={t('settings.secondsHint')}
              required
              min={0}
              allowDecimal={false}
              {...form.getInputProps('colorChangeSeconds')}
            />
            <NumberInput
              label={t('settings.trim')}
              description={t('settings.secondsHint')}
              required
              min={0}
              allowDecimal={false}
              {...form.getInputProps('trimSeconds')}
            />
            <NumberInput
              label={t('settings.hooping')}
              description={t('settings.hoopingHint')}
              required
              min={0}
              allowDecimal={false}
              {...form.getInputProps('hoopingSeconds')}
            />
            <NumberInput
              label={t('settings.rethread')}
              description={t('settings.rethreadHint')}
              required
              min={0}
              allowDecimal={false}
              {...form.getInputProps('rethreadSeconds')}
            />
            <TextInput
              label={t('settings.shiftStart')}
              description={t('settings.shiftStartHint')}
              required
              type="time"
              {...form.getInputProps('shiftStart')}
            />
            <NumberInput
              label={t('settings.shiftHours')}
              description={t('settings.shiftHoursHint')}
              required
              min={1}
              max={24}
              allowDecimal={false}
              {...form.getInputProps('shiftHours')}
            />
          </SimpleGrid>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
