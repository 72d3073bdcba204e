import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Catalog, CatalogPosition, MockupInput } from '@stitchworks/shared';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useCreateProducts } from '../api/create-products';
import { VariationPrices } from './variation-prices';
import {
  checkDrafts,
  designsFor,
  newDraft,
  type Placements,
  type ProductDraft,
  positionsOf,
  toBulkInput,
} from './wizard-state';

export type DesignPickerSlot = {
  label: string;
  value: number | null;
  onChange: (designId: number | null) => void;
  error?: string | undefined;
};

export type ProductWizardProps = {
  opened: boolean;
  onClose: () => void;
  catalogs: Catalog[];
  userPrices: Record<string, Record<string, number>>;
  renderCatalogPicker: (value: number[], onChange: (ids: number[]) => void) => ReactNode;
  renderStoreSelect: (
    value: number | null,
    onChange: (id: number | null) => void,
    error: string | undefined,
  ) => ReactNode;
  renderDesignPicker: (slot: DesignPickerSlot) => ReactNode;
  renderUploader: (events: {
    onUploaded: (designId: number) => void;
    onBusyChange: (busy: boolean) => void;
  }) => ReactNode;
  renderMockup: (input: MockupInput | undefined) => ReactNode;
};

/**
 * The three steps of spec 02 §2: (1) catalogs and store, (2) colours and prices per size,
 * (3) a design per position; then one product per catalog is created.
 */
export function ProductWizard(props: ProductWizardProps) {
  const { t } = useTranslation('products');
  const create = useCreateProducts();
  const top = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  const [catalogIds, setCatalogIds] = useState<number[]>([]);
  const [storeId, setStoreId] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Record<number, ProductDraft>>({});
  const [placements, setPlacements] = useState<Placements>({});
  const [mode, setMode] = useState<'draft' | 'publish' | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const byId = useMemo(() => new Map(props.catalogs.map((c) => [c.value, c])), [props.catalogs]);
  const chosen = catalogIds.map((id) => byId.get(id)).filter((c): c is Catalog => c !== undefined);
  const chosenDrafts = chosen.map(
    (catalog) => drafts[catalog.value] ?? newDraft(catalog, props.userPrices),
  );

  const reset = () => {
    setStep(0);
    setCatalogIds([]);
    setStoreId(null);
    setDrafts({});
    setPlacements({});
    setMode(null);
    setErrors({});
  };
  const close = () => {
    reset();
    props.onClose();
  };

  const fail = (message: string) => notifications.show({ color: 'red', message });

  const nextFromCatalogs = () => {
    const problems: Record<string, string> = {};
    if (chosen.length === 0) problems.catalogs = t('messages.selectMockup');
    if (!storeId) problems.storeId = t('validation.required', { ns: 'common' });
    setErrors(problems);
    if (problems.catalogs) return fail(problems.catalogs);
    if (problems.storeId) return;
    setDrafts(Object.fromEntries(chosen.map((catalog, i) => [catalog.value, chosenDrafts[i]!])));
    setStep(1);
  };

  const nextFromPrices = () => {
    const problems = checkDrafts(chosenDrafts);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return fail(t('messages.validation'));
    setStep(2);
  };

  const submit = () => {
    const problems: Record<string, string> = {};
    for (const catalog of chosen) {
      if (designsFor(catalog, placements).length === 0)
        problems[`design.${catalog.value}`] = t('messages.selectDesign');
    }
    if (!mode) problems.mode = t('messages.modeRequired');
    setErrors(problems);
    if (busy) return fail(t('messages.waitUploads'));
    const first = Object.values(problems)[0];
    if (first) return fail(first);
    create.mutate(toBulkInput(chosenDrafts, byId, placements, storeId!, mode!), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('messages.created') });
        close();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400) {
          fail(t('messages.validation'));
          top.current?.scrollIntoView({ behavior: 'smooth' });
        } else {
          fail(t('messages.createFailed'));
        }
      },
    });
  };

  const positions = positionsOf(chosen);
  const firstCatalog = chosen[0];
  const preview: MockupInput | undefined = (() => {
    if (!firstCatalog) return undefined;
    const placed = designsFor(firstCatalog, placements)[0];
    const color = chosenDrafts[0]?.colors[0];
    if (!placed || !color) return undefined;
    return { catalogId: firstCatalog.value, color, designId: placed.id, position: placed.location };
  })();

  const autoPlace = (designId: number) =>
    setPlacements((current) => {
      const empty = positions.find((position) => !current[position]);
      return empty ? { ...current, [empty]: designId } : current;
    });

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t('wizard.title')}
      size="xl"
      fullScreen={false}
    >
      <div ref={top} />
      <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm">
        <Stepper.Step label={t('wizard.step1')} description={t('wizard.step1Hint')}>
          <Stack mt="md">
            {props.renderStoreSelect(storeId, setStoreId, errors.storeId)}
            {errors.catalogs && <Alert color="red">{errors.catalogs}</Alert>}
            {props.renderCatalogPicker(catalogIds, setCatalogIds)}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.step2')} description={t('wizard.step2Hint')}>
          <Stack mt="md">
            {chosen.map((catalog, index) => (
              <VariationPrices
                key={catalog.value}
                catalog={catalog}
                draft={chosenDrafts[index]!}
                errors={errors}
                onChange={(draft) =>
                  setDrafts((current) => ({ ...current, [catalog.value]: draft }))
                }
              />
            ))}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.step3')} description={t('wizard.step3Hint')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
            <Stack>
              {props.renderUploader({ onUploaded: autoPlace, onBusyChange: setBusy })}
              {positions.map((position: CatalogPosition) =>
                props.renderDesignPicker({
                  label: t(`positions.${position}`),
                  value: placements[position] ?? null,
                  onChange: (designId) =>
                    setPlacements((current) => ({ ...current, [position]: designId })),
                }),
              )}
              {chosen
                .filter((catalog) => errors[`design.${catalog.value}`])
                .map((catalog) => (
                  <Text key={catalog.value} c="red" size="sm">
                    {catalog.text}: {errors[`design.${catalog.value}`]}
                  </Text>
                ))}
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('wizard.mode')}
                </Text>
                <SegmentedControl
                  aria-label={t('wizard.mode')}
                  value={mode ?? ''}
                  onChange={(value) => setMode(value as 'draft' | 'publish')}
                  data={[
                    { value: 'publish', label: t('wizard.modes.publish') },
                    { value: 'draft', label: t('wizard.modes.draft') },
                  ]}
                />
                {errors.mode && (
                  <Text c="red" size="xs">
                    {errors.mode}
                  </Text>
                )}
              </Stack>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('wizard.preview')}
              </Text>
              {props.renderMockup(preview)}
            </Stack>
          </SimpleGrid>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={() => (step === 0 ? close() : setStep(step - 1))}>
          {step === 0 ? t('actions.cancel', { ns: 'common' }) : t('wizard.back')}
        </Button>
        {step === 0 && <Button onClick={nextFromCatalogs}>{t('wizard.next')}</Button>}
        {step === 1 && <Button onClick={nextFromPrices}>{t('wizard.next')}</Button>}
        {step === 2 && (
          <Button onClick={submit} loading={create.isPending}>
            {t('wizard.create')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
