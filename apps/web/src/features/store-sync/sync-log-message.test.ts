import { fillTemplate, storeSyncLogTexts, storeSyncMessages } from '@stitchworks/shared';
import { templateParamNames } from '@stitchworks/shared/message-templates';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { allResources } from '../../locales/all-resources';
import { loadAllLocales } from '../../locales/load-locales';
import { readSyncLogText, translateSyncLogText } from './sync-log-message';

beforeAll(() => loadAllLocales());
afterEach(() => i18n.changeLanguage('en'));

/** What each parameter of a log text may hold, as the engine fills it. */
const samples = {
  name: ['#1001', 'Order 7 / A'],
  orderId: ['12'],
  skus: ['TEE-BLK-M', 'TEE-BLK-M, CAP-1'],
  reason: ['HTTP 503', 'The store is not connected'],
  shop: ['demo-abc.myshopify.com'],
  topic: ['customers/redact'],
  trackingNumber: ['9400111899223197428490'],
  count: ['1', '25'],
};

describe('the sync log’s texts', () => {
  it.each(Object.keys(storeSyncLogTexts))('%s reads back to its key and values', (key) => {
    const template: string = storeSyncLogTexts[key as keyof typeof storeSyncLogTexts];
    // Every combination of the samples of the template's parameters.
    const combinations = templateParamNames(template).reduce<Record<string, string>[]>(
      (all, name) =>
        all.flatMap((params) =>
          (samples[name as keyof typeof samples] ?? []).map((value) => ({
            ...params,
            [name]: value,
          })),
        ),
      [{}],
    );
    expect(combinations.length).toBeGreaterThan(0);
    for (const params of combinations) {
      const text = fillTemplate<string>(template, params);
      expect([text, readSyncLogText(text)]).toEqual([text, { key, params }]);
    }
  });

  it('stay as stored in English and read in Vietnamese, each template with its values', async () => {
    const texts = Object.values(storeSyncLogTexts).map((template) =>
      fillTemplate<string>(template, {
        name: '#1001',
        orderId: 12,
        skus: 'TEE-BLK-M',
        reason: 'HTTP 503',
        shop: 'demo-abc.myshopify.com',
        topic: 'shop/redact',
        trackingNumber: '1Z999',
        count: 3,
      }),
    );
    expect(texts.map(translateSyncLogText)).toEqual(texts);
    await i18n.changeLanguage('vi');
    for (const text of texts) {
      const shown = translateSyncLogText(text);
      expect([text, shown === text || /\{\{/.test(shown)]).toEqual([text, false]);
    }
  });

  it('keep names and numbers, and read a reason of the API’s records in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    expect(translateSyncLogText('#1001 became order #12')).toBe('#1001 đã thành đơn hàng #12');
    expect(
      translateSyncLogText(`#1001 could not be imported: ${storeSyncMessages.storeNotConnected}`),
    ).toBe('Không nhập được #1001: Cửa hàng chưa được kết nối');
    expect(translateSyncLogText(storeSyncMessages.disconnected)).toBe('Đã ngắt kết nối cửa hàng');
    expect(translateSyncLogText('Typed by hand')).toBe('Typed by hand');
  });

  it('name in Vietnamese the parameters of each template', () => {
    const vietnamese = allResources.vi.storeSync.logTexts as Record<string, string>;
    for (const [key, template] of Object.entries(storeSyncLogTexts)) {
      expect([key, templateParamNames(vietnamese[key] ?? '').sort()]).toEqual([
        key,
        templateParamNames(template).sort(),
      ]);
    }
  });
});
