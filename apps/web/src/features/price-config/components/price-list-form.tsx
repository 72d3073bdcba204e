import { Accordion, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type Catalog,
  type Configuration,
  defaultSizePrice,
  sizePriceSchema,
} from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { useUpdateConfiguration } from '../api/update-configuration';

type Draft = Record<string, Record<string, string>>;

function draftOf(configuration: Configuration): Draft {
  const draft: Draft = {};
  for (const entry of configuration.configuration.price_config) {
    for (const [catalogId, sizes] of Object.entries(entry)) {
      draft[catalogId] = Object.fromEntries(
        Object.entries(sizes).map(([size, price]) => [size, price.toFixed(2)]),
      );
    }
  }
  return draft;
}

/** Checks the draft: a catalog with any price needs every size priced, each a decimal ≥ 0. */
function check(draft: Draft, catalogs: Catalog[]) {
  const errors: Record<string, string> = {};
  const priceConfig: Record<string, Record<string, number>>[] = [];
  for (const catalog of catalogs) {
    const sizes = draft[String(catalog.value)] ?? {};
    const filled = Object.values(sizes).some((value) => value.trim() !== '');
    if (!filled) continue;
    const prices: Record<string, number> = {};
    for (const size of catalog.sizes) {
      const parsed = sizePriceSchema.safeParse(sizes[size] ?? '');
      if (parsed.success) prices[size] = parsed.data;
      else errors[`${catalog.value}.${size}`] = parsed.error.issues[0]?.message ?? '';
    }
    priceConfig.push({ [String(catalog.value)]: prices });
  }
  return { errors, priceConfig };
}

/** /default-price: the seller's selling price per catalog and size, used to prefill new products. */
export function PriceListForm({
  catalogs,
  configuration,
}: {
  catalogs: Catalog[];
  configuration: Configuration;
}) {
  const { t } = useTranslation('priceConfig');
  const update = useUpdateConfiguration();
  const [draft, setDraft] = useState<Draft>(() => draftOf(configuration));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setPrice = (catalogId: number, size: string, value: string) =>
    setDraft((current) => ({
      ...current,
      [catalogId]: { ...current[String(catalogId)], [size]: value },
    }));

  const save = () => {
    const result = check(draft, catalogs);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) return;
    update.mutate(
      { configuration: { price_config: result.priceConfig } },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          notifications.show({ color: 'green', message: t('messages.updated') });
        },
        onError: (error) => {
          // A size or catalog refused by the server (`configuration.price_config.<n>.<catalog>
          // .<size>`) at its field; the message also says it when the field is not shown.
          const fields = errorDetails(error).flatMap(({ path, message }) => {
            const field = /^configuration\.price_config\.\d+\.(\d+\..+)$/.exec(path)?.[1];
            return field ? [[field, message] as const] : [];
          });
          if (fields.length > 0) setErrors(Object.fromEntries(fields));
          notifications.show({
            color: 'red',
            title: t('messages.updateFailed'),
            message: getErrorMessage(error),
          });
        },
      },
    );
  };

  return (
    <Stack>
      <Accordion variant="separated" multiple defaultValue={Object.keys(draft)}>
        {catalogs.map((catalog) => {
          const own = draft[String(catalog.value)] ?? {};
          const customised = Object.values(own).some((value) => value.trim() !== '');
          return (
            <Accordion.Item key={catalog.value} value={String(catalog.value)}>
              <Accordion.Control>
                <Group justify="space-between" pr="md">
                  <Text fw={500}>
                    #{catalog.value} {catalog.text}
                  </Text>
                  {customised && <Badge variant="light">{t('customised')}</Badge>}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }}>
                  {catalog.sizes.map((size) => {
                    const error = errors[`${catalog.value}.${size}`];
                    return (
                      <TextInput
                        key={size}
                        label={size}
                        inputMode="decimal"
                        leftSection="$"
                        placeholder={defaultSizePrice(size).toFixed(2)}
                        value={own[size] ?? ''}
                        onChange={(event) =>
                          setPrice(catalog.value, size, event.currentTarget.value)
                        }
                        error={error ? translateValidationMessage(error) : undefined}
                      />
                    );
                  })}
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      <Group>
        <Button onClick={save} loading={update.isPending}>
          {t('save')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
      </Group>
    </Stack>
  );
}
