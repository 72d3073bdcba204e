import { Box, Button, Grid, Stack } from '@mantine/core';
import { type GetInputPropsOptions, schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CartCheckoutInput,
  type Catalog,
  cartCheckoutInputSchema,
  DEFAULT_FACTORY,
  DEFAULT_SHIPPING_METHOD,
  type Order,
  orderMessages,
} from '@stitchworks/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../../components/form/address-fields';
import { SectionCard } from '../../../../components/ui/section-card';
import { isApiError } from '../../../../lib/api-client';
import { translateServerText } from '../../../../lib/server-messages';
import { useCheckoutCart } from '../../api/checkout-cart';
import { costRequestOf } from './order-cost-request';
import { OrderCostSummary } from './order-cost-summary';
import { isExcludedUsState, type OrderFormContext, tiktokShopAllowed } from './order-form-rules';
import {
  type AddressValues,
  emptyAddress,
  newKey,
  type OrderFormValues,
  type ProductOption,
} from './order-form-values';
import { serverFieldErrors } from './server-errors';
import { type ShippingField, ShippingFields } from './shipping-fields';
import { useOrderCost } from './use-order-cost';

/** A message of the API as the order forms word it. */
const translate = (message: string) => translateServerText(message, { context: 'orders' });

/** One line of the cart as the order takes it. */
export type CartLine = {
  productId: number;
  catalogId: number;
  color: string;
  size: string;
  quantity: number;
  frameColor: string | null;
};

type CheckoutValues = Omit<OrderFormValues, 'items' | 'storeId'>;

const cartRequired = new Set([
  'firstName',
  'address1',
  'city',
  'state',
  'zip',
  'email',
  'phone',
] as const);
const resolveCheckout = schemaResolver(cartCheckoutInputSchema, { sync: true });

function inputOf(values: CheckoutValues): CartCheckoutInput {
  const address = Object.fromEntries(
    Object.entries(values.address).map(([field, value]) => [field, value.trim()]),
  ) as AddressValues;
  return {
    address: { ...address, country: address.country.toUpperCase() },
    shippingMethod: values.shippingMethod,
    factory: values.factory,
    sellerOrderId: values.sellerOrderId.trim(),
    isTiktokShop: values.isTiktokShop,
    ioss: values.ioss.trim(),
  };
}

/**
 * The place-order step of /checkout: the address (cart rules of spec 02 §5: e-mail and a 10–15
 * digit phone), shipping, factory and the live cost of the cart's lines; POST /orders/from-cart
 * turns every line into one order and empties the cart.
 */
export function CartCheckoutForm({
  lines,
  catalogs,
  canUseTiktokShop,
  onPlaced,
}: {
  lines: CartLine[];
  catalogs: Map<number, Catalog>;
  canUseTiktokShop: boolean;
  onPlaced: (order: Order) => void;
}) {
  const { t } = useTranslation('orderForm');
  const checkout = useCheckoutCart(onPlaced);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    // A field says what is wrong with it as soon as it is left, not only on submit.
    validateInputOnBlur: true,
    initialValues: {
      address: emptyAddress(),
      shippingMethod: DEFAULT_SHIPPING_METHOD,
      factory: DEFAULT_FACTORY,
      sellerOrderId: '',
      isTiktokShop: false,
      ioss: '',
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(resolveCheckout(inputOf(values)))) {
        if (typeof message === 'string') errors[path] = message;
      }
      if (isExcludedUsState(values.address.country, values.address.state))
        errors['address.state'] = orderMessages.excludedState;
      if (
        values.isTiktokShop &&
        !tiktokShopAllowed(canUseTiktokShop, values.address.country, values.shippingMethod)
      )
        errors.isTiktokShop = orderMessages.tiktokShopNotAllowed;
      return Object.fromEntries(
        Object.entries(errors).map(([path, message]) => [path, translate(message)]),
      );
    },
  });
  const values = form.getValues();

  // The cart's lines priced as product rows of an order to this address.
  const byProduct = useMemo(
    () =>
      new Map<number, ProductOption>(
        lines.map((line) => [
          line.productId,
          {
            id: line.productId,
            title: '',
            sku: '',
            catalogId: line.catalogId,
            colors: [line.color],
            sizes: [line.size],
            mockupUrl: null,
          },
        ]),
      ),
    [lines],
  );
  const context: OrderFormContext = {
    catalogs,
    productOf: (id) => byProduct.get(id),
    canUseTiktokShop,
  };
  const request = costRequestOf(
    {
      ...values,
      storeId: null,
      items: lines.map((line) => ({
        key: newKey(),
        id: null,
        kind: 'product',
        productId: String(line.productId),
        catalogId: String(line.catalogId),
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        frameColor: line.frameColor,
        designImages: [],
      })),
    },
    context,
  );
  const requestKey = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the payload
  const stableRequest = useMemo(() => request, [requestKey]);
  const cost = useOrderCost(stableRequest);
  const tiktokEnabled = tiktokShopAllowed(
    canUseTiktokShop,
    values.address.country,
    values.shippingMethod,
  );

  useEffect(() => {
    // The option stops applying when the address leaves the US or the seller ships it.
    if (values.isTiktokShop && !tiktokEnabled) form.setFieldValue('isTiktokShop', false);
  }, [values.isTiktokShop, tiktokEnabled, form]);

  const submit = form.onSubmit(
    async (submitted) => {
      setProblems([]);
      if (lines.length === 0) {
        notifications.show({ color: 'red', message: t('messages.noProductSelected') });
        return;
      }
      try {
        await checkout.mutateAsync(inputOf(submitted));
        notifications.show({ color: 'green', message: t('messages.cartOrderCreated') });
      } catch (error) {
        const { fields, other } = serverFieldErrors(error, (path) =>
          ['address', 'shippingMethod', 'factory', 'sellerOrderId', 'isTiktokShop', 'ioss'].some(
            (field) => path === field || path.startsWith(`${field}.`),
          ),
        );
        form.setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([path, message]) => [path, translate(message)]),
          ),
        );
        setProblems(other.map(translate));
        const reason =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.message
            ? translate(error.message)
            : undefined;
        notifications.show({
          color: 'red',
          title: t('messages.cartOrderFailed'),
          message: reason ?? t('messages.cartOrderFailed'),
        });
      }
    },
    () => notifications.show({ color: 'red', message: t('messages.checkFields') }),
  );

  const shippingProps = (field: ShippingField, options?: GetInputPropsOptions) =>
    form.getInputProps(field, options);

  return (
    <form onSubmit={submit} noValidate aria-busy={checkout.isPending}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SectionCard id="checkout-address" title={t('address.title')}>
              <AddressFields
                values={values.address}
                inputProps={(field) => form.getInputProps(`address.${field}`)}
                setField={(field, value) => form.setFieldValue(`address.${field}`, value)}
                required={cartRequired}
              />
            </SectionCard>
            <SectionCard id="checkout-shipping" title={t('shipping.titleNoStore')}>
              <ShippingFields
                inputProps={shippingProps}
                tiktokShop={canUseTiktokShop ? { enabled: tiktokEnabled } : undefined}
              />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box style={{ position: 'sticky', top: 72 }}>
            <OrderCostSummary state={cost} rowCount={lines.length}>
              {problems.map((problem) => (
                <Box key={problem} c="red" fz="sm" role="alert">
                  {problem}
                </Box>
              ))}
              <Button type="submit" loading={checkout.isPending}>
                {t('checkout.submit')}
              </Button>
            </OrderCostSummary>
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}
