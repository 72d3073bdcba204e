import { fillTemplate, type ServerTextRecordName, serverTextRecords } from '@stitchworks/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllLocales } from '../locales/load-locales';
import { changeAppLanguage } from './i18n';
import { type ServerTextContext, translateServerText } from './server-messages';
import pinned from './server-messages-unchanged.json';

/**
 * How every text of the shared records read in Vietnamese when each feature still kept its own
 * translator (`record.key`: the text shown), and where a screen words a text its own way (by
 * context). In English every text reads as the server wrote it, in every context.
 */
const vietnamese: Readonly<Record<string, string>> = pinned.vi;
const ownWording: { readonly [C in ServerTextContext]: Readonly<Record<string, string>> } =
  pinned.contexts;
const contexts = Object.keys(ownWording) as ServerTextContext[];

/** The values the templates were filled with when the table was written. */
const sampleValues: Record<string, string | number> = {
  count: 3,
  no: 2,
  catalogId: 7,
  max: 1000000,
  offset: 515,
  id: 12,
  value: 'XXL',
  from: 'shipped',
  to: 'created',
  left: '$12.50',
  catalog: 'Classic tee',
  color: 'Black',
  size: 'M',
  service: 'Express',
  code: 'rocket',
  made: 'eu1',
  factory: 'vn1',
  country: 'US',
  states: 'NY',
  state: 'TX',
};

/** The text of `record.key`, a template filled with the sample values; undefined if it is gone. */
function textOf(id: string): string | undefined {
  const [name = '', key = ''] = id.split('.');
  const record = serverTextRecords[name as ServerTextRecordName] as
    | Readonly<Record<string, string>>
    | undefined;
  const text = record?.[key];
  return text === undefined ? undefined : fillTemplate(text, sampleValues as never);
}

const ids = Object.keys(vietnamese);

describe('every text of the shared records reads as it did before the one translator', () => {
  beforeAll(() => loadAllLocales());
  afterEach(() => changeAppLanguage('en'));

  it('is still a text of its record', () => {
    expect(ids.filter((id) => textOf(id) === undefined)).toEqual([]);
  });

  it('in Vietnamese, on every screen and on the screens with wording of their own', async () => {
    await changeAppLanguage('vi');
    const read = (context?: ServerTextContext) =>
      Object.fromEntries(ids.map((id) => [id, translateServerText(textOf(id) ?? '', { context })]));
    expect(read()).toEqual(vietnamese);
    for (const context of contexts) {
      expect({ context, texts: read(context) }).toEqual({
        context,
        texts: { ...vietnamese, ...ownWording[context] },
      });
    }
  });

  it('in English as the server wrote it, whatever the screen', () => {
    for (const context of [undefined, ...contexts]) {
      const changed = ids.filter((id) => {
        const text = textOf(id) ?? '';
        return translateServerText(text, { context }) !== text;
      });
      expect({ context, changed }).toEqual({ context, changed: [] });
    }
  });
});
