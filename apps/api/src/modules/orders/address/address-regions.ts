import { usStates as usStateList } from '@stitchworks/shared';

/**
 * The states or provinces of the countries whose labels need one (US, Canada, Australia), by code
 * and by name. Country codes themselves are the shared list (`isCountryCode`).
 */
const usStates: Record<string, string> = Object.fromEntries(
  usStateList.map((state) => [state.code, state.name]),
);

const caProvinces: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const auStates: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

const regionsByCountry: Record<string, Record<string, string>> = {
  US: usStates,
  CA: caProvinces,
  AU: auStates,
};

const normalise = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/gi, '')
    .toUpperCase();

const codeByName = new Map<string, Map<string, string>>(
  Object.entries(regionsByCountry).map(([country, regions]) => [
    country,
    new Map(Object.entries(regions).map(([code, name]) => [normalise(name), code])),
  ]),
);

/** Whether the check knows the states of this country. */
export function hasRegionList(country: string): boolean {
  return country in regionsByCountry;
}

/**
 * The code of a state or province written as its code ('ca', 'CA') or its name ('California');
 * undefined when the country has no such state.
 */
export function regionCode(country: string, state: string): string | undefined {
  const regions = regionsByCountry[country];
  if (!regions) return undefined;
  const code = state.trim().toUpperCase();
  if (code in regions) return code;
  return codeByName.get(country)?.get(normalise(state));
}
