import { Alert, Box, Button, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { type GetInputPropsOptions, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CreateOrderInput, Order } from '@stitchworks/shared';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../../components/form/address-fields';
import { SectionCard } from '../../../../components/ui/section-card';
import { isApiError } from '../../../../lib/api-client';
import { translateServerText } from '../../../../lib/server-messages';
import { useCreateOrder } from '../../api/create-order';
import { useUpdateOrder } from '../../api/update-order';
import { costRequestOf } from './order-cost-request';
import { OrderCostSummary } from './order-cost-summary';
import { type OrderFormContext, tiktokShopAllowed, validateOrderForm } from './order-form-rules';
import {
  type CatalogsByFactory,
  catalogIndex,
  newOrderValues,
  newRow,
  type OrderFormValues,
  type OrderRowValues,
  type ProductOption,
  rowsForFactory,
  toOrderInput,
} from './order-form-values';
import { OrderItemRow, type ProductSelectSlot } from './order-item-row';
import { serverFieldErrors } from './server-errors';
import { type ShippingField, ShippingFields, type StoreOption } from './shipping-fields';
import { useOrderCost } from './use-order-cost';

/** A message of the API as the order forms word it. */
const translate = (message: string) => translateServerText(message, { context: 'orders' });

const manualOrderRequired = new Set([
  'firstName',
  'address1',
  'city',
  'state',
  'zip',
  'country',
] as const);

/** Whether `path` (`items.0.designImages.1.imageUrl`) names something in the form's values. */
function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

const translateAll = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, translate(message)]));

export type OrderFormProps = {
  /** The order being edited; a new order when absent. */
  order?: { id: number; values: OrderFormValues } | undefined;
  catalogs: CatalogsByFactory;
  stores: StoreOption[] | undefined;
  storesLoading: boolean;
  /** The user holds permission 1: the TikTok Shop option is shown. */
  canUseTiktokShop: boolean;
  renderProductSelect: (slot: ProductSelectSlot) => ReactNode;
  onSaved: (order: Order) => void;
  cancel?: ReactNode;
};

/**
 * /order/new and /order/{id}/edit: the address, shipping and rows of one order with its live
 * cost. Submits POST /orders or PUT /orders/{id}; the server's field errors land on their fields.
 */
export function OrderForm(props: OrderFormProps) {
  const { t } = useTranslation('orderForm');
  const { order, catalogs, canUseTiktokShop } = props;
  const catalogById = useMemo(() => catalogIndex(catalogs), [catalogs]);
  const products = useRef(new Map<number, ProductOption>());
  const [, productArrived] = useReducer((count: number) => count + 1, 0);
  const productOf = useCallback((id: number) => products.current.get(id), []);
  const rememberProduct = useCallback((product: ProductOption) => {
    if (products.current.get(product.id) === product) return;
    products.current.set(product.id, product);
    productArrived();
  }, []);
  // Rebuilt each render: a product that arrives (productsSeen) changes what rows are checked against.
  const context: OrderFormContext = { catalogs: catalogById, productOf, canUseTiktokShop };
  const contextRef = useRef(context);
  contextRef.current = context;

  const [initialValues] = useState(() => order?.values ?? newOrderValues(catalogs));
  const form = useForm<OrderFormValues>({
    mode: 'controlled',
    // A field says what is wrong with it as soon as it is left, not only on submit.
    validateInputOnBlur: true,
    initialValues,
    validate: (values) => translateAll(validateOrderForm(values, contextRef.current)),
  });
  const values = form.getValues();
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const create = useCreateOrder();
  const update = useUpdateOrder(order?.id ?? 0);
  const saving = create.isPending || update.isPending;

  const computedRequest = costRequestOf(values, context);
  const requestKey = JSON.stringify(computedRequest);
  // One identity per payload, so the debounce restarts only when the payload really changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the payload
  const costRequest = useMemo(() => computedRequest, [requestKey]);
  const cost = useOrderCost(costRequest);
  const pricedRow = (index: number) => {
    if (!cost.priced) return undefined;
    const position = cost.priced.request.rows.indexOf(index);
    return cost.priced.cost.orderItems.find((item) => item.index === position);
  };

  const tiktokEnabled = tiktokShopAllowed(
    canUseTiktokShop,
    values.address.country,
    values.shippingMethod,
  );
  useEffect(() => {
    // The option stops applying when the address leaves the US or the seller ships it.
    if (values.isTiktokShop && !tiktokEnabled) form.setFieldValue('isTiktokShop', false);
  }, [values.isTiktokShop, tiktokEnabled, form]);

  const changeFactory = (factory: OrderFormValues['factory']) =>
    form.setValues({ factory, items: rowsForFactory(form.getValues().items, catalogs[factory]) });

  const shippingProps = (field: ShippingField, options?: GetInputPropsOptions) => {
    const inputProps = form.getInputProps(field, options);
    if (field !== 'factory') return inputProps;
    return {
      ...inputProps,
      onChange: (value: string | null) => {
        if (value) changeFactory(value as OrderFormValues['factory']);
      },
    };
  };

  const submit = form.onSubmit(
    async (submitted) => {
      setServerProblems([]);
      const input: CreateOrderInput = toOrderInput(submitted, catalogById, productOf);
      try {
        const saved = order ? await update.mutateAsync(input) : await create.mutateAsync(input);
        notifications.show({
          color: 'green',
          message: order ? t('messages.updated') : t('messages.created'),
        });
        props.onSaved(saved);
      } catch (error) {
        showSaveError(error, submitted);
      }
    },
    () => notifications.show({ color: 'red', message: t('messages.checkFields') }),
  );

  function showSaveError(error: unknown, submitted: OrderFormValues) {
    const fallback = order ? t('messages.updateFailed') : t('messages.createFailed');
    if (!isApiError(error) || error.status >= 500 || error.status === 0) {
      notifications.show({ color: 'red', message: fallback });
      return;
    }
    const { fields, other } = serverFieldErrors(error, (path) => hasPath(submitted, path));
    const hasDetails = Object.keys(fields).length > 0 || other.length > 0;
    if (hasDetails) {
      // A 400 of the schema, a 404 of a product or store, a 409 of a seller order id: each names
      // its field, shown where the seller typed it.
      form.setErrors(translateAll(fields));
      setServerProblems(other.map(translate));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
    if (error.code === 'VALIDATION_ERROR') {
      notifications.show({ color: 'red', message: t('messages.validation') });
      return;
    }
    notifications.show({ color: 'red', message: translate(error.message) || fallback });
  }

  const factoryCatalogs = catalogs[values.factory];
  const itemsError = form.errors.items as string | undefined;

  return (
    <form onSubmit={submit} noValidate aria-busy={saving}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {serverProblems.length > 0 && (
              <Alert color="red" title={t('messages.validation')} role="alert">
                <List size="sm">
                  {serverProblems.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <SectionCard id="order-address" title={t('address.title')}>
              <AddressFields
                values={values.address}
                inputProps={(field) => form.getInputProps(`address.${field}`)}
                setField={(field, value) => form.setFieldValue(`address.${field}`, value)}
                required={manualOrderRequired}
              />
            </SectionCard>
            <SectionCard id="order-shipping" title={t('shipping.title')}>
              <ShippingFields
                inputProps={shippingProps}
                stores={props.stores ?? []}
                storesLoading={props.storesLoading}
                tiktokShop={canUseTiktokShop ? { enabled: tiktokEnabled } : undefined}
              />
            </SectionCard>
            <Stack gap="sm" component="section" aria-labelledby="order-items-title">
              <Title order={2} size="h4" id="order-items-title">
                {t('items.title')}
              </Title>
              {itemsError && (
                <Text size="sm" c="red" role="alert">
                  {itemsError}
                </Text>
              )}
              {values.items.map((row: OrderRowValues, index) => (
                <OrderItemRow
                  key={row.key}
                  row={row}
                  index={index}
                  catalogs={factoryCatalogs}
                  catalogById={catalogById}
                  productOf={productOf}
                  rememberProduct={rememberProduct}
                  inputProps={(path, options) =>
                    form.getInputProps(`items.${index}.${path}`, options)
                  }
                  setRow={(change) =>
                    form.setFieldValue(`items.${index}`, {
                      ...form.getValues().items[index]!,
                      ...change,
                    })
                  }
                  onRemove={() => form.removeListItem('items', index)}
                  canRemove={values.items.length > 1}
                  price={pricedRow(index)}
                  renderProductSelect={props.renderProductSelect}
                />
              ))}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => form.insertListItem('items', newRow(factoryCatalogs))}
                >
                  {t('items.addRow')}
                </Button>
              </Group>
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box style={{ position: 'sticky', top: 72 }}>
            <OrderCostSummary state={cost} rowCount={values.items.length}>
              <Group grow>
                {props.cancel}
                <Button type="submit" loading={saving}>
                  {order ? t('actions.save') : t('actions.create')}
                </Button>
              </Group>
            </OrderCostSummary>
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}
