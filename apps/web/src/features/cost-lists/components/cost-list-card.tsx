import { Accordion, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Catalog } from '@stitchworks/shared';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state';
import { SectionCard } from '../../../components/ui/section-card';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCostList } from '../api/get-cost-list';
import { useUpdateCostList } from '../api/update-cost-list';
import {
  type CostListDraft,
  costListInputOf,
  customCount,
  draftOfCostList,
} from '../cost-list-draft';

/**
 * A seller's cost list on their user page (decision 5): per catalog and size the price they pay;
 * a blank size pays the catalog's base price. Staff read it; admins and managers change it
 * (`canEdit`), which the server audits.
 */
export function CostListCard({
  userId,
  catalogs,
  catalogsLoading = false,
  canEdit,
}: {
  userId: number;
  catalogs: Catalog[];
  catalogsLoading?: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation('costLists');
  const list = useCostList(userId);
  const save = useUpdateCostList(userId);
  const [draft, setDraft] = useState<CostListDraft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');

  useEffect(() => {
    if (list.data) setDraft(draftOfCostList(list.data));
  }, [list.data]);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return catalogs;
    return catalogs.filter(
      (catalog) => catalog.text.toLowerCase().includes(needle) || String(catalog.value) === needle,
    );
  }, [catalogs, filter]);

  const setPrice = (catalogId: number, size: string, value: string) =>
    setDraft((current) => ({
      ...current,
      [catalogId]: { ...current[String(catalogId)], [size]: value },
    }));

  const submit = () => {
    const { input, errors: found } = costListInputOf(draft, catalogs);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(input, {
      onSuccess: () => notifications.show({ color: 'green', message: t('messages.saved') }),
      onError: (error) => {
        // 'This catalog has no such size' at the size's field (`prices.<catalog>.<size>`).
        const fields = errorDetails(error).flatMap(({ path, message }) => {
          const field = /^prices\.(\d+\..+)$/.exec(path)?.[1];
          return field ? [[field, message] as const] : [];
        });
        if (fields.length > 0) setErrors(Object.fromEntries(fields));
        notifications.show({
          color: 'red',
          title: t('messages.saveFailed'),
          message: getErrorMessage(error),
        });
      },
    });
  };

  return (
    <SectionCard id="cost-list" title={t('card.title')} description={t('card.description')}>
      <LoadState
        loading={list.isPending || catalogsLoading}
        error={list.isError ? t('messages.loadFailed') : null}
      >
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {list.data?.updatedAt
                ? t('card.updatedAt', { date: formatDate(list.data.updatedAt) })
                : t('card.never')}
            </Text>
            {!canEdit && (
              <Text size="sm" c="dimmed">
                {t('card.readOnly')}
              </Text>
            )}
          </Group>
          {catalogs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('card.noCatalogs')}
            </Text>
          ) : (
            <>
              <TextInput
                label={t('card.search')}
                leftSection={<IconSearch size={14} aria-hidden />}
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
                maw={320}
              />
              {shown.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('card.noMatch')}
                </Text>
              )}
              <Accordion
                variant="separated"
                multiple
                // Open where the seller has prices of their own, as saved.
                defaultValue={Object.keys(list.data?.prices ?? {})}
              >
                {shown.map((catalog) => {
                  const own = draft[String(catalog.value)] ?? {};
                  const count = customCount(draft, catalog);
                  return (
                    <Accordion.Item key={catalog.value} value={String(catalog.value)}>
                      <Accordion.Control>
                        <Group justify="space-between" pr="md" wrap="nowrap">
                          <Text fw={500} size="sm">
                            #{catalog.value} {catalog.text} · {catalog.factory}
                          </Text>
                          {count > 0 && (
                            <Badge variant="light">{t('card.custom', { count })}</Badge>
                          )}
                        </Group>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }}>
                          {catalog.sizes.map((size) => {
                            const error = errors[`${catalog.value}.${size}`];
                            const base = catalog.basePrices[size];
                            return (
                              <TextInput
                                key={size}
                                label={size}
                                aria-label={t('card.priceFor', { catalog: catalog.text, size })}
                                description={
                                  base === undefined
                                    ? undefined
                                    : t('card.basePrice', { price: formatMoney(base) })
                                }
                                inputMode="decimal"
                                leftSection="$"
                                placeholder={base === undefined ? '' : base.toFixed(2)}
                                value={own[size] ?? ''}
                                readOnly={!canEdit}
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
            </>
          )}
          {canEdit && catalogs.length > 0 && (
            <Group gap="sm">
              <Button onClick={submit} loading={save.isPending}>
                {t('card.save')}
              </Button>
              <Button
                variant="default"
                disabled={save.isPending || !list.data}
                onClick={() => {
                  if (list.data) setDraft(draftOfCostList(list.data));
                  setErrors({});
                }}
              >
                {t('card.reset')}
              </Button>
            </Group>
          )}
        </Stack>
      </LoadState>
    </SectionCard>
  );
}
