import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount of money in dollars as the app writes it (spec 01 §9): '$' before, two decimals, ','
 * between thousands, never negative. `max` is the field's upper bound.
 */
export function DollarInput({ max, ...props }: Omit<NumberInputProps, 'prefix'> & { max: number }) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      min={0}
      max={max}
      allowNegative={false}
      thousandSeparator=","
      hideControls
      {...props}
    />
  );
}
