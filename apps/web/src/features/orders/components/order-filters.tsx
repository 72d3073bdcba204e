import { Button, Collapse, Group, NumberInput, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  factories,
  orderStatuses,
  productionStatusValues,
  shippingMethods,
} from '@stitchworks/shared';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../components/form/day-range-input';
import { hasOrderFilters, type OrderListFilters } from '../order-list-search';
import { OrderKeywordInput } from './order-keyword-input';

export type FilterOption = { value: string; label: string };

type Props = {
  filters: OrderListFilters;
  /** Applies filters (the page goes back to 1); `replace` keeps typing out of the history. */
  onChange: (filters: OrderListFilters, options?: { replace?: boolean }) => void;
  staff: boolean;
  /** The stores a store filter offers (the seller's own, or every store for an admin). */
  storeOptions?: FilterOption[] | undefined;
  /** Admin: sellers found for what was typed in the seller box. */
  sellerOptions?: FilterOption[] | undefined;
  onSellerSearch?: ((text: string) => void) | undefined;
};

const PRIMARY: (keyof OrderListFilters)[] = [
  'status',
  'productionStatus',
  'factory',
  'createdFrom',
  'createdTo',
];
const SECONDARY: (keyof OrderListFilters)[] = [
  'shippingMethod',
  'storeId',
  'userId',
  'paidFrom',
  'paidTo',
  'addressVerified',
  'archived',
];

/**
 * Every filter of the order list. Keyword, statuses, factory and created days are always shown
 * (on a phone only the keyword); the rest open under "More filters" (open by themselves when one
 * of them is set). Drawn again only when its props change, not when the rows below arrive: give
 * it the same `filters` and `onChange` while the filters stay.
 */
export const OrderFilters = memo(function OrderFilters(props: Props) {
  const { filters, onChange, staff } = props;
  const { t } = useTranslation('orders');
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const folded = phone ? [...PRIMARY, ...SECONDARY] : SECONDARY;
  // A range counts once, whichever of its ends is set.
  const moreSet = new Set(
    folded.filter((key) => filters[key] !== undefined).map((key) => key.replace(/(From|To)$/, '')),
  ).size;
  const [moreOpen, setMoreOpen] = useState(moreSet > 0);
  const set = (patch: Partial<OrderListFilters>) => onChange({ ...filters, ...patch });
  const text = (value: string | null) => value ?? undefined;

  // On a phone only the search stays in sight; every other filter folds under "More filters".
  const primaryFilters = (
    <>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        data={orderStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        value={filters.status ?? null}
        onChange={(value) => set({ status: text(value) as OrderListFilters['status'] })}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label={t('filters.productionStatus')}
        placeholder={t('filters.all')}
        data={productionStatusValues.map((value) => ({
          value: String(value),
          label: t(`productionStatuses.${value}`),
        }))}
        value={filters.productionStatus === undefined ? null : String(filters.productionStatus)}
        onChange={(value) => set({ productionStatus: value === null ? undefined : Number(value) })}
        clearable
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        label={t('filters.factory')}
        placeholder={t('filters.all')}
        data={factories.map((value) => ({ value, label: t(`factories.${value}`) }))}
        value={filters.factory ?? null}
        onChange={(value) => set({ factory: text(value) as OrderListFilters['factory'] })}
        clearable
        w={{ base: '100%', xs: 150 }}
      />
      <DayRangeInput
        label={t('filters.created')}
        placeholder={t('filters.datePlaceholder')}
        clearLabel={t('filters.clearCreated')}
        from={filters.createdFrom}
        to={filters.createdTo}
        onChange={(range) => set({ createdFrom: range.from, createdTo: range.to })}
      />
    </>
  );

  return (
    <Stack gap="xs" component="section" aria-label={t('filters.label')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <OrderKeywordInput
          value={filters.keyword}
          onChange={(keyword, options) => onChange({ ...filters, keyword }, options)}
        />
        {phone ? null : primaryFilters}
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={() => setMoreOpen((open) => !open)}
          aria-expanded={moreOpen}
          aria-controls="order-filters-more"
        >
          {moreSet > 0 ? t('filters.moreCount', { count: moreSet }) : t('filters.more')}
        </Button>
        {hasOrderFilters(filters) ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => onChange({})}
          >
            {t('filters.reset')}
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={moreOpen} id="order-filters-more">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {phone ? primaryFilters : null}
          <Select
            label={t('filters.shippingMethod')}
            placeholder={t('filters.all')}
            data={shippingMethods.map((value) => ({ value, label: t(`shippingMethods.${value}`) }))}
            value={filters.shippingMethod ?? null}
            onChange={(value) =>
              set({ shippingMethod: text(value) as OrderListFilters['shippingMethod'] })
            }
            clearable
            w={{ base: '100%', xs: 170 }}
          />
          {props.storeOptions ? (
            <Select
              label={t('filters.store')}
              placeholder={t('filters.all')}
              data={withCurrent(props.storeOptions, filters.storeId, t('filters.storeById'))}
              value={filters.storeId === undefined ? null : String(filters.storeId)}
              onChange={(value) => set({ storeId: value === null ? undefined : Number(value) })}
              searchable
              clearable
              w={{ base: '100%', xs: 200 }}
            />
          ) : (
            <NumberInput
              label={t('filters.storeId')}
              value={filters.storeId ?? ''}
              onChange={(value) => set({ storeId: positive(value) })}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              w={{ base: '100%', xs: 120 }}
            />
          )}
          {staff ? (
            props.sellerOptions ? (
              <Select
                label={t('filters.seller')}
                placeholder={t('filters.sellerPlaceholder')}
                data={withCurrent(props.sellerOptions, filters.userId, t('filters.sellerById'))}
                value={filters.userId === undefined ? null : String(filters.userId)}
                onChange={(value) => set({ userId: value === null ? undefined : Number(value) })}
                onSearchChange={props.onSellerSearch}
                searchable
                clearable
                nothingFoundMessage={t('filters.noSeller')}
                w={{ base: '100%', xs: 240 }}
              />
            ) : (
              <NumberInput
                label={t('filters.sellerId')}
                value={filters.userId ?? ''}
                onChange={(value) => set({ userId: positive(value) })}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                w={{ base: '100%', xs: 120 }}
              />
            )
          ) : null}
          <DayRangeInput
            label={t('filters.paid')}
            placeholder={t('filters.datePlaceholder')}
            clearLabel={t('filters.clearPaid')}
            from={filters.paidFrom}
            to={filters.paidTo}
            onChange={(range) => set({ paidFrom: range.from, paidTo: range.to })}
          />
          <Select
            label={t('filters.address')}
            placeholder={t('filters.all')}
            data={[
              { value: 'false', label: t('address.unverified') },
              { value: 'true', label: t('address.verified') },
            ]}
            value={filters.addressVerified === undefined ? null : String(filters.addressVerified)}
            onChange={(value) =>
              set({ addressVerified: value === null ? undefined : value === 'true' })
            }
            clearable
            w={{ base: '100%', xs: 170 }}
          />
          <Select
            label={t('filters.archived')}
            data={[
              { value: 'active', label: t('filters.activeOnly') },
              { value: 'archived', label: t('filters.archivedOnly') },
            ]}
            value={filters.archived ? 'archived' : 'active'}
            onChange={(value) => set({ archived: value === 'archived' ? true : undefined })}
            allowDeselect={false}
            w={{ base: '100%', xs: 170 }}
          />
        </Group>
      </Collapse>
    </Stack>
  );
});

function positive(value: string | number): number | undefined {
  const number = Number(value);
  return value !== '' && Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** Keeps the chosen id among the options even when the search found others (or none). */
function withCurrent(
  options: FilterOption[],
  current: number | undefined,
  fallback: string,
): FilterOption[] {
  if (current === undefined || options.some((option) => option.value === String(current))) {
    return options;
  }
  return [{ value: String(current), label: `${fallback} #${current}` }, ...options];
}
