import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CatalogPosition,
  embOptionsSchema,
  orderMessages,
  type ProductionItem,
  productionMessages,
} from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator, translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useSaveItemEmb } from '../api/save-item-emb';

type Emb = NonNullable<ProductionItem['designs'][number]['emb']>;

/** Staff edit a design's embroidery options (name, applique with its fabric and outline). */
export function EmbOptionsDialog({
  itemId,
  location,
  emb,
  onClose,
}: {
  itemId: number;
  location: CatalogPosition;
  emb: Emb | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('production');
  const save = useSaveItemEmb();
  const form = useForm({
    initialValues: {
      name: emb?.name ?? '',
      applique: emb?.applique ?? false,
      fabric: emb?.fabric ?? '',
      outline: emb?.outline ?? '',
    },
    validate: (values) => {
      const errors = formValidator(embOptionsSchema)(values);
      const needed = translateValidationMessage(orderMessages.appliqueNeedsFabric);
      if (values.applique && !values.fabric.trim()) errors.fabric = needed;
      if (values.applique && !values.outline.trim()) errors.outline = needed;
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { orderItemId: itemId, location, emb: values },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: translateServerText(productionMessages.embSaved),
          });
          onClose();
        },
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('embDialog.title', { location: t(`locations.${location}`) })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('designs.embName')}
            maxLength={100}
            {...form.getInputProps('name')}
            data-autofocus
          />
          <Checkbox
            label={t('designs.applique')}
            {...form.getInputProps('applique', { type: 'checkbox' })}
          />
          <TextInput
            label={t('designs.fabric')}
            maxLength={100}
            required={form.values.applique}
            {...form.getInputProps('fabric')}
          />
          <TextInput
            label={t('designs.outline')}
            maxLength={100}
            required={form.values.applique}
            {...form.getInputProps('outline')}
          />
          {save.isError ? (
            <Alert
              color="red"
              role="alert"
              title={translateServerText(productionMessages.embSaveFailed)}
            >
              {getErrorMessage(save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('undo.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('embDialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
