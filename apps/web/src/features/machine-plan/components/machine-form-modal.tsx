import {
  ActionIcon,
  Alert,
  Button,
  ColorInput,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Factory,
  MACHINE_MAX_HEADS,
  MACHINE_MAX_NEEDLES,
  type Machine,
  type MachineInput,
  machineInputSchema,
  machineStates,
} from '@stitchworks/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useSaveMachine } from '../api/save-machine';

/** Thread colours most floors keep on their needles. */
const threadSwatches = [
  '#000000',
  '#ffffff',
  '#c8102e',
  '#ff6a13',
  '#ffcd00',
  '#00843d',
  '#003da5',
  '#1f4e79',
  '#6d2077',
  '#f4a6c0',
  '#8a5a2b',
  '#a2aaad',
  '#54585a',
  '#b9975b',
  '#00a3ad',
  '#7a0019',
];

type Props = {
  factory: Factory;
  /** The machine to change, or null for a new one. */
  machine: Machine | null;
  onClose: () => void;
};

function initialValues(factory: Factory, machine: Machine | null): MachineInput {
  return machine
    ? {
        factory: machine.factory,
        name: machine.name,
        heads: machine.heads,
        hoopWidthMm: machine.hoopWidthMm,
        hoopHeightMm: machine.hoopHeightMm,
        speedSpm: machine.speedSpm,
        state: machine.state,
        needles: [...machine.needles],
      }
    : {
        factory,
        name: '',
        heads: 6,
        hoopWidthMm: 360,
        hoopHeightMm: 500,
        speedSpm: 800,
        state: 'idle',
        needles: [],
      };
}

/** Adds a machine to the factory or changes one: the same rules as the API (the shared schema). */
export function MachineFormModal({ factory, machine, onClose }: Props) {
  const { t } = useTranslation('machinePlan');
  const save = useSaveMachine();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<MachineInput>({
    initialValues: initialValues(factory, machine),
    validate: formValidator(machineInputSchema),
  });
  const needles = form.values.needles ?? [];

  const submit = form.onSubmit((values) => {
    setError(null);
    save.mutate(
      { ...values, name: values.name.trim(), id: machine?.id },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: translateServerText(saved.message) });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={machine ? t('machines.editTitle', { name: machine.name }) : t('machines.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('machines.fields.name')}
            required
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('machines.fields.heads')}
              description={t('machines.fields.headsHint', { max: MACHINE_MAX_HEADS })}
              required
              min={1}
              max={MACHINE_MAX_HEADS}
              allowDecimal={false}
              {...form.getInputProps('heads')}
            />
            <NumberInput
              label={t('machines.fields.speed')}
              description={t('machines.fields.speedHint')}
              required
              min={100}
              max={2000}
              step={50}
              allowDecimal={false}
              {...form.getInputProps('speedSpm')}
            />
            <NumberInput
              label={t('machines.fields.hoopWidth')}
              required
              min={50}
              max={1000}
              allowDecimal={false}
              suffix=" mm"
              {...form.getInputProps('hoopWidthMm')}
            />
            <NumberInput
              label={t('machines.fields.hoopHeight')}
              required
              min={50}
              max={1000}
              allowDecimal={false}
              suffix=" mm"
              {...form.getInputProps('hoopHeightMm')}
            />
          </SimpleGrid>
          <Select
            label={t('machines.fields.state')}
            required
            allowDeselect={false}
            data={machineStates.map((state) => ({
              value: state,
              label: t(`machines.states.${state}`),
            }))}
            {...form.getInputProps('state')}
          />
          <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500}>
              {t('machines.fields.needles')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('machines.fields.needlesHint', { max: MACHINE_MAX_NEEDLES })}
            </Text>
            {needles.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a needle is its position
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <ColorInput
                  label={t('machines.fields.needle', { number: index + 1 })}
                  format="hex"
                  withEyeDropper={false}
                  // The common thread colours to pick from; any other is typed as #rrggbb.
                  withPicker={false}
                  swatches={threadSwatches}
                  swatchesPerRow={8}
                  closeOnColorSwatchClick
                  style={{ flex: 1 }}
                  {...form.getInputProps(`needles.${index}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('machines.fields.removeNeedle', { number: index + 1 })}
                  onClick={() => form.removeListItem('needles', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {needles.length < MACHINE_MAX_NEEDLES ? (
              <div>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => form.insertListItem('needles', '#000000')}
                >
                  {t('machines.fields.addNeedle')}
                </Button>
              </div>
            ) : null}
          </Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {machine ? t('machines.save') : t('machines.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
