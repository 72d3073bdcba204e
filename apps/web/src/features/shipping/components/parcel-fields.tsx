import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export type ParcelValues = {
  weight: number | string;
  length: number | string;
  width: number | string;
  height: number | string;
};

/** The parcel of a bought label: weight in ounces, sides in inches, as US carriers quote them. */
export function ParcelFields<V extends { parcel: ParcelValues }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { t } = useTranslation('shipping');
  const field = (name: keyof ParcelValues, max: number) => (
    <NumberInput
      label={t(`parcel.${name}`)}
      required
      min={0}
      max={max}
      decimalScale={2}
      allowNegative={false}
      hideControls
      {...form.getInputProps(`parcel.${name}`)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
      {field('weight', 1120)}
      {field('length', 108)}
      {field('width', 108)}
      {field('height', 108)}
    </SimpleGrid>
  );
}

/** The form's parcel as numbers, for the API. */
export function parcelOf(values: ParcelValues) {
  return {
    weight: Number(values.weight),
    length: Number(values.length),
    width: Number(values.width),
    height: Number(values.height),
  };
}

/** A parcel form prefilled from a previous label's parcel (blank where unknown). */
export function parcelValuesOf(meta: Partial<Record<keyof ParcelValues, number>> | undefined) {
  return {
    weight: meta?.weight ?? '',
    length: meta?.length ?? '',
    width: meta?.width ?? '',
    height: meta?.height ?? '',
  } satisfies ParcelValues;
}
