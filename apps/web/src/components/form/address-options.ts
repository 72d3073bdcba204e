import { countries, excludedUsStates, usStates } from '@stitchworks/shared';

export type SelectOption = { value: string; label: string };

const excluded: ReadonlySet<string> = new Set(excludedUsStates);

/** The states an order can ship to, as "California (CA)": territories and military left out. */
export const usStateOptions: SelectOption[] = usStates
  .filter((state) => !excluded.has(state.code))
  .map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

const cache = new Map<string, SelectOption[]>();

/**
 * Every country as "Name (CC)", named in the interface language where the browser knows the
 * name (Intl.DisplayNames), sorted in that language's order.
 */
export function countryOptions(language: string): SelectOption[] {
  const known = cache.get(language);
  if (known) return known;
  let display: Intl.DisplayNames | undefined;
  try {
    display = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    display = undefined;
  }
  const options = countries
    .map((country) => {
      let name: string = country.name;
      try {
        name = display?.of(country.code) ?? country.name;
      } catch {
        // An engine without this region's name keeps the English one.
      }
      return { value: country.code, label: `${name} (${country.code})` };
    })
    .sort((a, b) => a.label.localeCompare(b.label, language));
  cache.set(language, options);
  return options;
}
