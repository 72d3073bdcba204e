import { describe, expect, it } from 'vitest';
import * as shared from './index.ts';
import { notServerTextRecords, serverTextRecords } from './server-texts.ts';

/** The package's records of English texts: objects of strings named …Messages, …Texts, …Notes… */
const textRecordNames = Object.entries(shared)
  .filter(
    ([name, value]) =>
      /(Messages|Texts|Notes|Reasons|Templates)$/.test(name) &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((text) => typeof text === 'string'),
  )
  .map(([name]) => name);

describe('the records of texts the API answers with', () => {
  it('list every record of texts the package has, or say it is not an answer', () => {
    const listed = new Set<string>([...Object.keys(serverTextRecords), ...notServerTextRecords]);
    expect(textRecordNames.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('are the records the package exports under those names', () => {
    const exported = new Map<string, unknown>(Object.entries(shared));
    for (const [name, record] of Object.entries(serverTextRecords)) {
      if (name === 'errorCodes') continue;
      expect(exported.get(name), name).toBe(record);
    }
  });
});
