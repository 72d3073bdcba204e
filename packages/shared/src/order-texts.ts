import { type TemplateReading, templateReader } from './message-templates.ts';
import { productMessages } from './schemas/products.ts';

/**
 * What the API says of an order's row, store or catalog, in English, once (templates as in
 * message-templates.ts): the API writes these texts, the web reads them back to their key and
 * shows them in the interface language. The catalog's colors, sizes and positions are the product
 * messages.
 */
export const orderRowTexts = {
  productMissing: 'This product does not exist',
  productCatalogGone: "This product's catalog is no longer offered",
  catalogMissing: 'This catalog does not exist',
  catalogOtherFactory: 'This catalog is made in {{made}}, not {{factory}}',
  noBlankAtFactory: '{{factory}} makes no blank of this kind in this colour, size and positions',
  unknownColor: productMessages.unknownColor,
  unknownSize: productMessages.unknownSize,
  unknownPosition: productMessages.unknownPosition,
  storeMissing: 'This store does not exist',
} as const;

export type OrderRowTextKey = keyof typeof orderRowTexts;

/**
 * Why an address did not pass the offline address check, in English, once: the API stores these
 * reasons on the order (`addressIssues`), the web reads them back to their key. `value` is what
 * the address holds, as it was typed.
 */
export const addressIssueTexts = {
  unknownCountry: '"{{value}}" is not a known country code (use two letters, e.g. US)',
  unknownState: '"{{value}}" is not a state or province of {{country}}',
  badPostalCode: '"{{value}}" is not a valid postal code for {{country}}',
  unusedZip: 'ZIP code {{value}} is not in use',
  zipOfOtherState: 'ZIP code {{value}} belongs to {{states}}, not {{state}}',
  badPhone: 'The phone number must have 7 to 15 digits',
} as const;

export type AddressIssueKey = keyof typeof addressIssueTexts;

/** A text of the API about an order's row, store or catalog read back; null when no template made it. */
export const readOrderRowText: (text: string) => TemplateReading<OrderRowTextKey> | null =
  templateReader(orderRowTexts, { made: '.+', factory: '.+' });

/** A stored address reason read back to its key and parameters; null when no template made it. */
export const readAddressIssue: (issue: string) => TemplateReading<AddressIssueKey> | null =
  templateReader(addressIssueTexts, { value: '.*', country: '.+', states: '.+', state: '.+' });
