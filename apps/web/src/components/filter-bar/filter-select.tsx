import { Select, type SelectProps } from '@mantine/core';

type FilterSelectProps<V extends string> = {
  label: string;
  /** What the empty select says: any value. */
  placeholder: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  value: V | undefined;
  /** The chosen value, or undefined once cleared. */
  onChange: (value: V | undefined) => void;
  w?: SelectProps['w'];
};

/** A filter that is one value of a list (a factory, a status, a role), or any when cleared. */
export function FilterSelect<V extends string>({
  label,
  placeholder,
  options,
  optionLabel,
  value,
  onChange,
  w,
}: FilterSelectProps<V>) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options.map((option) => ({ value: option, label: optionLabel(option) }))}
      value={value ?? null}
      onChange={(chosen) => onChange((chosen as V | null) ?? undefined)}
      clearable
      w={w}
    />
  );
}
