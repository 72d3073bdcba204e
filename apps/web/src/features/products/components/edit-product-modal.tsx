import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Product, productPriceSchema } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { translateValidationMessage } from '../../../lib/form-validation';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { ProductTextFields } from './product-text-fields';

type Draft = {
  title: string;
  description: string;
  keywords: string[];
  colors: string[];
  sizes: string[];
  prices: Record<string, string>;
};

const draftOf = (product: Product): Draft => ({
  title: product.title,
  description: product.description,
  keywords: product.keywords,
  colors: product.colors,
  sizes: product.sizes,
  prices: Object.fromEntries(
    Object.entries(product.prices).map(([size, price]) => [size, price.toFixed(2)]),
  ),
});

function EditForm({
  product,
  colorOptions,
  sizeOptions,
  onDone,
}: {
  product: Product;
  colorOptions: string[];
  sizeOptions: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('products');
  const update = useUpdateProduct();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = () => {
    const problems: Record<string, string> = {};
    if (!draft.title.trim()) problems.title = t('validation.required', { ns: 'common' });
    if (draft.colors.length === 0) problems.colors = t('validation.required', { ns: 'common' });
    if (draft.sizes.length === 0) problems.sizes = t('validation.required', { ns: 'common' });
    const prices: Record<string, number> = {};
    for (const size of draft.sizes) {
      const parsed = productPriceSchema.safeParse(draft.prices[size] ?? '');
      if (parsed.success) prices[size] = parsed.data;
      else
        problems[`prices.${size}`] = translateValidationMessage(
          parsed.error.issues[0]?.message ?? '',
        );
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    update.mutate(
      {
        id: product.id,
        input: {
          title: draft.title.trim(),
          description: draft.description.trim(),
          keywords: draft.keywords,
          colors: draft.colors,
          sizes: draft.sizes,
          prices,
        },
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('messages.updated', { id: product.id }),
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && Array.isArray(error.details)) {
            setErrors(
              Object.fromEntries(
                (error.details as { path: string; message: string }[]).map((d) => [
                  d.path,
                  translateValidationMessage(d.message),
                ]),
              ),
            );
          }
          notifications.show({ color: 'red', message: t('messages.updateFailed') });
        },
      },
    );
  };

  return (
    <Stack>
      <ProductTextFields draft={draft} titleError={errors.title} onChange={setDraft} />
      <MultiSelect
        label={t('form.colors')}
        data={colorOptions}
        value={draft.colors}
        error={errors.colors}
        onChange={(colors) => setDraft({ ...draft, colors })}
      />
      <MultiSelect
        label={t('form.sizes')}
        data={sizeOptions}
        value={draft.sizes}
        error={errors.sizes}
        onChange={(sizes) => setDraft({ ...draft, sizes })}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {draft.sizes.map((size) => (
          <TextInput
            key={size}
            label={t('form.priceFor', { size })}
            leftSection="$"
            inputMode="decimal"
            value={draft.prices[size] ?? ''}
            error={errors[`prices.${size}`]}
            onChange={(e) =>
              setDraft({ ...draft, prices: { ...draft.prices, [size]: e.currentTarget.value } })
            }
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending}>
          {t('form.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Changes a product's title, description, keywords, colours, sizes and prices. */
export function EditProductModal({
  product,
  colorOptions,
  sizeOptions,
  onClose,
}: {
  product: Product | null;
  colorOptions: string[];
  sizeOptions: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('products');
  // The latest version, not the list's copy, is what gets edited.
  const detail = useProduct(product?.id);
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={t('form.editTitle', { id: product?.id ?? '' })}
      size="lg"
    >
      {detail.isPending && product ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : detail.isError ? (
        <Alert color="red">{t('messages.getDetailFailed')}</Alert>
      ) : detail.data ? (
        <EditForm
          key={`${detail.data.id}-${detail.data.updatedAt}`}
          product={detail.data}
          colorOptions={colorOptions}
          sizeOptions={sizeOptions}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}
