import { describe, expect, it } from 'vitest';
import { itReadsEveryTemplateBack } from './message-templates.testing.ts';
import { fillTemplate, type TemplateReading } from './message-templates.ts';
import {
  addressIssueTexts,
  orderRowTexts,
  readAddressIssue,
  readOrderRowText,
} from './order-texts.ts';

/** A value of each parameter as the API writes it (typed values with what could trip a pattern). */
const samples: Record<string, string[]> = {
  made: ['eu1'],
  factory: ['vn1'],
  value: ['', 'USA', '"Texsas", TX', '1011 8\nsecond line'],
  country: ['US'],
  states: ['NY', 'NY/NJ'],
  state: ['TX'],
};

const cases = [
  ['order row texts', orderRowTexts, readOrderRowText],
  ['address issues', addressIssueTexts, readAddressIssue],
] as [string, Record<string, string>, (text: string) => TemplateReading<string> | null][];

describe.each(cases)('%s', (_, templates, read) => {
  itReadsEveryTemplateBack(templates, read, samples);

  it('reads a text no template made as null', () => {
    for (const text of [
      '',
      'Checked by hand',
      'This product does not exist!',
      ' This store does not exist',
      'This catalog is made in eu1',
      '"USA" is not a known country code',
      'ZIP code 10118 belongs to NY',
    ]) {
      expect([text, read(text)]).toEqual([text, null]);
    }
  });
});

describe('the texts the API writes', () => {
  it('are the words it always wrote', () => {
    expect(fillTemplate(orderRowTexts.catalogOtherFactory, { made: 'eu1', factory: 'vn1' })).toBe(
      'This catalog is made in eu1, not vn1',
    );
    expect(fillTemplate(addressIssueTexts.unknownCountry, { value: 'USA' })).toBe(
      '"USA" is not a known country code (use two letters, e.g. US)',
    );
    expect(
      fillTemplate(addressIssueTexts.zipOfOtherState, {
        value: '10118',
        states: 'NY/NJ',
        state: 'TX',
      }),
    ).toBe('ZIP code 10118 belongs to NY/NJ, not TX');
  });
});
