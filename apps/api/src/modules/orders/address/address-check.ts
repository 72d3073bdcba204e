import {
  addressIssueTexts,
  type FieldError,
  fillTemplate,
  isCountryCode,
} from '@stitchworks/shared';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { hasRegionList, regionCode } from './address-regions.ts';
import { statesOfZip } from './us-zip-prefixes.ts';

/**
 * The offline address check (no address service is called): a known country code, a state or
 * province the country has (US, Canada, Australia), a postal code of the country's format, a US
 * ZIP code that belongs to the state, and a phone number of 7–15 digits. An address that fails is
 * still taken, marked unverified with the reasons: supporters fix it, and payment waits for it.
 */
export type AddressCheck = {
  verified: boolean;
  /** What is wrong, one sentence each (stored on the order as `addressIssues`). */
  issues: string[];
  /** The same, each with the address field it is about. */
  problems: FieldError[];
};

export type CheckedAddress = {
  country: string;
  state: string;
  zip: string;
  phone?: string | undefined;
};

const PHONE_SEPARATORS = /[\s+\-().]/g;

export function checkAddress(address: CheckedAddress): AddressCheck {
  const problems: FieldError[] = [];
  const add = (field: string, message: string) =>
    problems.push({ path: `address.${field}`, message });

  const country = address.country.trim().toUpperCase();
  const zip = address.zip.trim();
  if (!isCountryCode(country)) {
    add('country', fillTemplate(addressIssueTexts.unknownCountry, { value: address.country }));
  } else {
    const state = hasRegionList(country) ? regionCode(country, address.state) : undefined;
    if (hasRegionList(country) && !state) {
      add('state', fillTemplate(addressIssueTexts.unknownState, { value: address.state, country }));
    }
    if (postcodeValidatorExistsForCountry(country) && !postcodeValidator(zip, country)) {
      add('zip', fillTemplate(addressIssueTexts.badPostalCode, { value: address.zip, country }));
    } else if (country === 'US' && state) {
      const states = statesOfZip(zip);
      if (states.length === 0) {
        add('zip', fillTemplate(addressIssueTexts.unusedZip, { value: zip }));
      } else if (!states.includes(state)) {
        const issue = { value: zip, states: states.join('/'), state };
        add('zip', fillTemplate(addressIssueTexts.zipOfOtherState, issue));
      }
    }
  }

  const phone = address.phone?.trim() ?? '';
  if (phone !== '') {
    const digits = phone.replace(PHONE_SEPARATORS, '');
    if (!/^\d{7,15}$/.test(digits)) add('phone', addressIssueTexts.badPhone);
  }

  return {
    verified: problems.length === 0,
    issues: problems.map((problem) => problem.message),
    problems,
  };
}
