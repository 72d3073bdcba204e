import { orderMessages } from '@stitchworks/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { allResources } from '../../locales/all-resources';
import { loadAllLocales } from '../../locales/load-locales';
import { translateCsvPlace } from './order-messages';

beforeAll(() => loadAllLocales());

describe('the order book messages the API answers with', () => {
  it('each have an English text equal to the contract and a Vietnamese one', () => {
    const english = allResources.en.orderForm.messages as Record<string, string>;
    const vietnamese = allResources.vi.orderForm.messages as Record<string, string>;
    for (const [key, message] of Object.entries(orderMessages)) {
      expect([key, english[key]]).toEqual([key, message]);
      expect([key, typeof vietnamese[key]]).toEqual([key, 'string']);
    }
  });
});

describe('a place in an imported file', () => {
  it('is told in the interface language, its column as the file names it', async () => {
    const places = [
      // as the server names it, in English, in Vietnamese
      ['csv', 'file', 'tệp'],
      ['row 2', 'row 2', 'dòng 2'],
      ['row 4, quantity', 'row 4, quantity', 'dòng 4, quantity'],
      ['rows 5–9', 'rows 5–9', 'các dòng 5–9'],
      ['address1', 'address1', 'address1'],
      ['product_id or design_front', 'product_id or design_front', 'product_id or design_front'],
    ] as const;
    for (const [column, language] of [
      [1, 'en'],
      [2, 'vi'],
    ] as const) {
      await i18n.changeLanguage(language);
      expect(places.map(([place]) => translateCsvPlace(place))).toEqual(
        places.map((place) => place[column]),
      );
    }
    await i18n.changeLanguage('en');
  });
});
