import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transactionNotes } from '@stitchworks/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { allResources } from '../../locales/all-resources';
import { loadAllLocales } from '../../locales/load-locales';
import {
  changeLines,
  formatRevisionValue,
  linkedOrderId,
  REVISION_ACTIONS,
  REVISION_FIELD_PATTERNS,
  REVISION_FIELDS,
  REVISION_VALUE_KEYS,
  revisionActionLabel,
  revisionFieldLabel,
} from './revision-values';

beforeAll(async () => {
  await loadAllLocales();
  await i18n.changeLanguage('en');
});
afterEach(() => i18n.changeLanguage('en'));

/** A field as the API names it for each pattern of REVISION_FIELD_PATTERNS. */
const PATTERNED_SAMPLES = [
  'item 12 design cost',
  'item 12 extra cost',
  'item 12 unit 3',
  'item 12 note',
  'item 12 left_chest emb',
  'package 2',
];

/** The API's modules that write order revisions, as source text. */
function revisionWriters(): string[] {
  const root = fileURLToPath(new URL('../../../../api/src/modules', import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(root, file), 'utf8'));
  return files.filter((source) =>
    /recordOrderChange|insertRevisionRows|changeProductionStatus|addOrderPackages|OrderChange/.test(
      source,
    ),
  );
}

describe('the changelog labels', () => {
  it('name every action and field the API writes, in English and in Vietnamese', () => {
    for (const language of ['en', 'vi'] as const) {
      const changelog = allResources[language].orders.changelog as unknown as {
        actions: Record<string, string>;
        fields: Record<string, string>;
        valueKeys: Record<string, string>;
        cancelStatuses: Record<string, string>;
      };
      for (const action of REVISION_ACTIONS) {
        expect([language, action, typeof changelog.actions[action]]).toEqual([
          language,
          action,
          'string',
        ]);
      }
      const fields = [...REVISION_FIELDS, ...REVISION_FIELD_PATTERNS.map(({ key }) => key)];
      for (const field of fields) {
        expect([language, field, typeof changelog.fields[field]]).toEqual([
          language,
          field,
          'string',
        ]);
      }
      for (const key of REVISION_VALUE_KEYS) {
        expect([language, key, typeof changelog.valueKeys[key]]).toEqual([language, key, 'string']);
      }
      for (const status of ['waiting', 'accepted', 'refused']) {
        expect(typeof changelog.cancelStatuses[status]).toBe('string');
      }
    }
  });

  it('know every action and field named in the API source', () => {
    const sources = revisionWriters();
    expect(sources.length).toBeGreaterThan(5);
    const actions = new Set<string>();
    const fields = new Set<string>();
    const templates = new Set<string>();
    for (const source of sources) {
      for (const line of source.split('\n')) {
        if (/\baction\s*(?::|=|\?\?)/.test(line)) {
          // The words written, not those compared with (`kind === 'design' ? … : …`).
          for (const { 1: word, index } of line.matchAll(/'([^']*)'/g)) {
            const compared = /==\s*$/.test(line.slice(0, index));
            // Audit actions are dotted ('order.cancel'); 'text' is a column type of a bulk insert.
            if (!compared && word && /^[a-z]+(-[a-z]+)*$/.test(word) && word !== 'text') {
              actions.add(word);
            }
          }
        }
        for (const [, name] of line.matchAll(/\bfield:\s*'([^']+)'/g)) fields.add(name!);
        for (const [, name] of line.matchAll(/\bfield:\s*`([^`]+)`/g)) templates.add(name!);
      }
    }
    expect([...actions]).toEqual(
      expect.arrayContaining(['cancel-requested', 'design-cost', 'extra-cost', 'update-denied']),
    );
    expect(
      [...actions].filter((action) => !(REVISION_ACTIONS as readonly string[]).includes(action)),
    ).toEqual([]);
    expect(
      [...fields].filter((field) => !(REVISION_FIELDS as readonly string[]).includes(field)),
    ).toEqual([]);
    // A field built from an item or a package must have a sample here that one pattern labels.
    const unlabelled = [...templates].filter((template) => {
      const shape = new RegExp(
        `^${template
          .split(/\$\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('\\S+')}$`,
      );
      return !PATTERNED_SAMPLES.some(
        (sample) =>
          shape.test(sample) && REVISION_FIELD_PATTERNS.some(({ pattern }) => pattern.test(sample)),
      );
    });
    expect(templates.size).toBeGreaterThan(3);
    expect(unlabelled).toEqual([]);
  });

  it('read actions and fields in the interface language', async () => {
    expect(revisionActionLabel('cancel-requested')).toBe('Cancellation requested');
    expect(revisionActionLabel('imported')).toBe('Imported from CSV');
    expect(revisionFieldLabel('cancelReason')).toBe('Cancellation reason');
    expect(revisionFieldLabel('address.zip')).toBe('Address · ZIP / postal code');
    expect(revisionFieldLabel('item 12 unit 3')).toBe('Item #12 · unit 3');
    expect(revisionFieldLabel('item 12 left_chest emb')).toBe(
      'Item #12 · Left chest · embroidery options',
    );
    expect(revisionFieldLabel('package 2')).toBe('Package 2');
    // Where the order's rows are known, a row is named by its place in the order and what it is.
    const rows = [
      { id: 5, color: 'White', size: 'l' },
      { id: 12, color: 'Black', size: 'm' },
    ];
    expect(revisionFieldLabel('item 12 unit 3', rows)).toBe('Row 2 (Black / M) · unit 3');
    expect(revisionFieldLabel('item 5 front emb', rows)).toBe(
      'Row 1 (White / L) · Front · embroidery options',
    );
    // A row the order no longer has keeps its id.
    expect(revisionFieldLabel('item 9 note', rows)).toBe('Item #9 · note');
    expect(revisionActionLabel('some-new-action')).toBe('some-new-action');
    await i18n.changeLanguage('vi');
    expect(revisionActionLabel('refunded')).toBe('Hoàn tiền');
    expect(revisionActionLabel('imported')).toBe('Nhập từ tệp CSV');
    expect(revisionFieldLabel('cancelledAmount')).toBe('Số tiền hoàn khi hủy');
    expect(revisionFieldLabel('item 12 extra cost')).toBe('Sản phẩm #12 · phụ phí');
    expect(revisionFieldLabel('item 12 unit 3', rows)).toBe('Dòng 2 (Black / M) · chiếc thứ 3');
  });
});

describe('formatRevisionValue', () => {
  it("shows nothing as 'N/A'", () => {
    expect(formatRevisionValue('trackingNumber', null)).toBe('N/A');
    expect(formatRevisionValue('trackingNumber', undefined)).toBe('N/A');
    expect(formatRevisionValue('trackingNumber', '')).toBe('N/A');
  });

  it('shows amounts as money, in the number format of the interface language', async () => {
    expect(formatRevisionValue('total', 41.9)).toBe('$41.90');
    // The API writes these in dollars (toDollars), not in cents.
    expect(formatRevisionValue('refunded', 12.5)).toBe('$12.50');
    expect(formatRevisionValue('cancelledAmount', 1234)).toBe('$1,234.00');
    expect(formatRevisionValue('cancelRequested', 0)).toBe('$0.00');
    expect(formatRevisionValue('paidTotal', 20)).toBe('$20.00');
    expect(formatRevisionValue('labelCharged', 4.25)).toBe('$4.25');
    expect(formatRevisionValue('item 12 design cost', 3)).toBe('$3.00');
    expect(formatRevisionValue('reship', { paidBy: 'seller', cost: 6.5 })).toBe(
      'Paid by: Seller, Cost: $6.50',
    );
    // Ids and counts are not money.
    expect(formatRevisionValue('refundTransactionId', 77)).toBe('77');
    await i18n.changeLanguage('vi');
    expect(formatRevisionValue('refunded', 1234.5)).toBe(
      new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'USD' }).format(1234.5),
    );
  });

  it('shows statuses and other stored words by their labels', async () => {
    expect(formatRevisionValue('status', 'processing')).toBe('Processing');
    expect(formatRevisionValue('productionStatus', 2)).toBe('Pre-shipment');
    expect(formatRevisionValue('cancelStatus', 'waiting')).toBe('Waiting for a reply');
    expect(formatRevisionValue('updateFlag', 2)).toBe('Update allowed');
    expect(formatRevisionValue('factory', 'vn1')).toBe('Vietnam (vn1)');
    expect(formatRevisionValue('item 12 unit 3', 'packed')).toBe('Packed');
    expect(formatRevisionValue('addressVerified', true)).toBe('Yes');
    await i18n.changeLanguage('vi');
    expect(formatRevisionValue('status', 'cancelled')).toBe('Đã hủy');
    expect(formatRevisionValue('productionStatus', 4)).toBe('Tạm giữ');
    expect(formatRevisionValue('isTiktokShop', false)).toBe('Không');
  });

  it('shows instants in the app time zone', () => {
    expect(formatRevisionValue('paidAt', '2026-03-01T02:00:00.000Z')).toBe(
      'Mar 1, 2026 09:00:00 AM',
    );
  });

  it('lists the set fields of an object by their labels, and reasons joined', () => {
    expect(
      formatRevisionValue('address', { city: 'Austin', state: 'TX', address2: '', zip: null }),
    ).toBe('City: Austin, State / province: TX');
    expect(formatRevisionValue('address', {})).toBe('N/A');
    expect(formatRevisionValue('shippingLabel', { id: 3, carrier: 'USPS' })).toBe(
      'ID: 3, Carrier: USPS',
    );
    expect(formatRevisionValue('addressIssues', ['Bad ZIP', 'No phone'])).toBe('Bad ZIP; No phone');
    expect(formatRevisionValue('addressIssues', [])).toBe('N/A');
  });

  it("shows an edit's rows one line each: quantity, colour / size, catalog or product, designs", async () => {
    const rows = [
      {
        catalogId: 7,
        productId: null,
        color: 'Black',
        size: 'm',
        quantity: 2,
        designs: [
          'front: https://example.com/a.png',
          'left_chest: https://example.com/designs/b%20v2.png?size=large',
        ],
      },
      {
        catalogId: 8,
        productId: 12,
        color: 'White',
        size: '30x40cm',
        quantity: 1,
        frameColor: 'Oak',
        designs: [],
      },
    ];
    expect(formatRevisionValue('items', rows)).toBe(
      '2 × Black / M · catalog 7 · Front (a.png), Left chest (b v2.png); 1 × White / 30x40cm · frame Oak · product #12',
    );
    expect(formatRevisionValue('items', [])).toBe('N/A');
    // A new image at the same position shows as a change.
    const swapped = [{ ...rows[0], designs: ['front: https://example.com/c.png'] }];
    expect(formatRevisionValue('items', swapped)).toBe('2 × Black / M · catalog 7 · Front (c.png)');
    await i18n.changeLanguage('vi');
    expect(formatRevisionValue('items', rows)).toBe(
      '2 × Black / M · danh mục 7 · Mặt trước (a.png), Ngực trái (b v2.png); 1 × White / 30x40cm · khung Oak · sản phẩm #12',
    );
  });

  it("reads a changed address one line per field that changed, in the form's order", () => {
    const before = { zip: '10118', city: 'New York', address1: '350 5th Ave', firstName: 'Jane' };
    const after = { ...before, address1: '1 Main St', firstName: 'Janet', address2: '' };
    expect(changeLines({ field: 'address', before, after })).toEqual([
      { field: 'address.firstName', before: 'Jane', after: 'Janet' },
      { field: 'address.address1', before: '350 5th Ave', after: '1 Main St' },
    ]);
    expect(revisionFieldLabel('address.address1')).toBe('Address · Address line 1');
    // A new address where there was none, and changes of other fields, read as they are.
    const created = { field: 'address', before: null, after };
    expect(changeLines(created)).toEqual([created]);
    const total = { field: 'total', before: 1, after: 2 };
    expect(changeLines(total)).toEqual([total]);
  });

  it('names the order a duplicate was copied from, to link to it', async () => {
    expect(revisionFieldLabel('duplicatedFrom')).toBe('Copied from');
    expect(formatRevisionValue('duplicatedFrom', 123)).toBe('#123');
    expect(linkedOrderId('duplicatedFrom', 123)).toBe(123);
    expect(linkedOrderId('duplicatedFrom', null)).toBeNull();
    expect(linkedOrderId('transactionId', 77)).toBeNull();
    await i18n.changeLanguage('vi');
    expect(revisionFieldLabel('duplicatedFrom')).toBe('Nhân bản từ đơn');
  });

  it('keeps free words as they are', () => {
    expect(formatRevisionValue('cancelReason', 'Wrong size')).toBe('Wrong size');
    expect(formatRevisionValue('reason', 'Wrong size')).toBe('Wrong size');
  });

  it('reads why a checkout ended in the interface language', async () => {
    expect(formatRevisionValue('reason', transactionNotes.walletCouldNotOpen)).toBe(
      'The wallet could not open the payment',
    );
    await i18n.changeLanguage('vi');
    expect(formatRevisionValue('reason', transactionNotes.walletCouldNotOpen)).toBe(
      'Ví điện tử không mở được khoản thanh toán',
    );
    expect(formatRevisionValue('reason', transactionNotes.cancelledAtWallet)).toBe(
      'Đã hủy tại ví điện tử',
    );
  });
});
