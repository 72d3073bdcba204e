import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions, usStateOptions } from './address-options';

/** A ship-to address as every form edits it (the API's address, each field a string). */
export type AddressValues = {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  email: string;
  phone: string;
};

export type AddressField = keyof AddressValues;
type Field = AddressField;

/** What the order's edit-address form and a reship require (spec 02 §5). */
export const editAddressRequired: ReadonlySet<AddressField> = new Set([
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'zip',
  'country',
]);

/**
 * The ship-to address of every form that takes one (new order, cart checkout, edit address,
 * reship): country by two-letter code, a state list for the US without the
 * territories and military states we do not ship to, free text elsewhere. `inputProps(field)` is
 * the form's input props for `address.<field>`; `required` marks the fields this form requires.
 */
export function AddressFields({
  values,
  inputProps,
  setField,
  required,
  autoFocus = false,
}: {
  values: AddressValues;
  inputProps: (field: Field) => GetInputPropsReturnType;
  setField: (field: Field, value: string) => void;
  required: ReadonlySet<Field>;
  /** Focus the first field when a dialog opens. */
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('address');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const isUs = values.country.toUpperCase() === 'US';
  const text = (
    field: Field,
    extra: { autoComplete?: string; description?: string; 'data-autofocus'?: boolean } = {},
  ) => (
    <TextInput label={t(field)} required={required.has(field)} {...extra} {...inputProps(field)} />
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
      {text('firstName', {
        autoComplete: 'shipping given-name',
        ...(autoFocus ? { 'data-autofocus': true } : {}),
      })}
      {text('lastName', { autoComplete: 'shipping family-name' })}
      {text('address1', { autoComplete: 'shipping address-line1' })}
      {text('address2', { autoComplete: 'shipping address-line2' })}
      {text('city', { autoComplete: 'shipping address-level2' })}
      <Select
        label={t('country')}
        placeholder={t('countryPlaceholder')}
        required={required.has('country')}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('noCountry')}
        data={countries}
        {...inputProps('country')}
        value={values.country.toUpperCase() || null}
        onChange={changeCountry}
      />
      {isUs ? (
        <Select
          label={t('state')}
          placeholder={t('statePlaceholder')}
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
      {/* Only a form that requires the phone (the cart's) holds it to 10–15 digits. */}
      {text('phone', {
        autoComplete: 'tel',
        ...(required.has('phone') ? { description: t('phoneHint') } : {}),
      })}
      {isUs && (
        <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
          {t('excludedHint')}
        </Text>
      )}
    </SimpleGrid>
  );
}
