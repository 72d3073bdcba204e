import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions, usStateOptions } from './address-options';
import type { AddressValues } from './order-form-values';

type Field = keyof AddressValues;

/**
 * The ship-to address: country by two-letter code, a state list for the US without the
 * territories and military states we do not ship to, free text elsewhere. `inputProps(field)` is
 * the form's input props for `address.<field>`; `required` marks the fields this form requires.
 */
export function AddressFields({
  values,
  inputProps,
  setField,
  required,
}: {
  values: AddressValues;
  inputProps: (field: Field) => GetInputPropsReturnType;
  setField: (field: Field, value: string) => void;
  required: ReadonlySet<Field>;
}) {
  const { t, i18n } = useTranslation('orderForm');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const isUs = values.country.toUpperCase() === 'US';
  const text = (field: Field, extra: { autoComplete?: string; description?: string } = {}) => (
    <TextInput
      label={t(`address.${field}`)}
      required={required.has(field)}
      {...extra}
      {...inputProps(field)}
    />
  );

  const changeCountry = (country: string | null) => {
    const next = country ?? '';
    // A US state code means nothing elsewhere, and free text is not a US state code.
    const stateFits =
      next === 'US'
        ? usStateOptions.some((option) => option.value === values.state)
        : values.country.toUpperCase() !== 'US';
    setField('country', next);
    if (!stateFits) setField('state', '');
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {text('firstName', { autoComplete: 'shipping given-name' })}
      {text('lastName', { autoComplete: 'shipping family-name' })}
      {text('address1', { autoComplete: 'shipping address-line1' })}
      {text('address2', { autoComplete: 'shipping address-line2' })}
      {text('city', { autoComplete: 'shipping address-level2' })}
      <Select
        label={t('address.country')}
        placeholder={t('address.countryPlaceholder')}
        required={required.has('country')}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('address.noCountry')}
        data={countries}
        {...inputProps('country')}
        value={values.country.toUpperCase() || null}
        onChange={changeCountry}
      />
      {isUs ? (
        <Select
          label={t('address.state')}
          placeholder={t('address.statePlaceholder')}
          required={required.has('state')}
          searchable
          data={usStateOptions}
          {...inputProps('state')}
          value={values.state.toUpperCase() || null}
          onChange={(state) => setField('state', state ?? '')}
        />
      ) : (
        text('state', { autoComplete: 'shipping address-level1' })
      )}
      {text('zip', { autoComplete: 'shipping postal-code' })}
      {text('email', { autoComplete: 'email' })}
      {text('phone', { autoComplete: 'tel', description: t('address.phoneHint') })}
      {isUs && (
        <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
          {t('address.excludedHint')}
        </Text>
      )}
    </SimpleGrid>
  );
}
