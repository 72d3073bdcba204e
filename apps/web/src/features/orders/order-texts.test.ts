import { httpMessages, orderMessages, validationMessages } from '@stitchworks/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { translateServerText } from '../../lib/server-messages';
import { allResources } from '../../locales/all-resources';
import { loadAllLocales } from '../../locales/load-locales';
import { translateCsvPlace } from './csv-place';
import { formatRevisionValue } from './revision-values';

beforeAll(() => loadAllLocales());

describe('the order book messages the API answers with', () => {
  it('say the generic refusal in the order forms’ own words on the order screens', async () => {
    await i18n.changeLanguage('vi');
    expect(translateServerText(httpMessages.validation, { context: 'orders' })).toBe(
      'Lỗi dữ liệu, vui lòng kiểm tra và cập nhật',
    );
    expect(translateServerText(httpMessages.validation)).toBe(
      'Dữ liệu chưa hợp lệ, vui lòng kiểm tra và sửa lại',
    );
    await i18n.changeLanguage('en');
    expect(translateServerText(httpMessages.validation, { context: 'orders' })).toBe(
      httpMessages.validation,
    );
  });

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

describe('why an address did not verify', () => {
  it('is read in the interface language, the values it names kept as they are', async () => {
    const issues = [
      // as the API stores it (in English), in Vietnamese
      ['"ABC" is not a valid postal code for US', '"ABC" không phải là mã bưu chính hợp lệ của US'],
      ['"Texsas" is not a state or province of US', '"Texsas" không phải là bang hay tỉnh của US'],
      [
        '"USA" is not a known country code (use two letters, e.g. US)',
        '"USA" không phải là mã quốc gia hợp lệ (dùng hai chữ cái, ví dụ US)',
      ],
      ['ZIP code 00000 is not in use', 'Mã ZIP 00000 hiện không được sử dụng'],
      ['ZIP code 10118 belongs to NY, not TX', 'Mã ZIP 10118 thuộc bang NY, không phải TX'],
      ['The phone number must have 7 to 15 digits', 'Số điện thoại phải có từ 7 đến 15 chữ số'],
      ['Checked by hand', 'Checked by hand'],
    ] as const;
    await i18n.changeLanguage('vi');
    expect(issues.map(([issue]) => translateServerText(issue))).toEqual(
      issues.map(([, vietnamese]) => vietnamese),
    );
    // Also where a refusal names them, and in the changelog.
    expect(translateServerText(issues[5][0], { context: 'orders' })).toBe(issues[5][1]);
    expect(formatRevisionValue('addressIssues', [issues[4][0], issues[5][0]])).toBe(
      `${issues[4][1]}; ${issues[5][1]}`,
    );
    await i18n.changeLanguage('en');
    expect(issues.map(([issue]) => translateServerText(issue))).toEqual(
      issues.map(([issue]) => issue),
    );
  });
});

describe("what the API says of an order's row, store or catalog", () => {
  it('is read in the interface language, as an imported row or a form field shows it', async () => {
    const messages = [
      // as the API says it (in English), in Vietnamese
      ['This catalog has no such color', 'Danh mục này không có màu này'],
      ['This catalog has no such size', 'Danh mục này không có kích cỡ này'],
      ['This catalog has no such position', 'Danh mục này không có vị trí này'],
      ['This product does not exist', 'Sản phẩm này không tồn tại'],
      [
        "This product's catalog is no longer offered",
        'Danh mục của sản phẩm này không còn được cung cấp',
      ],
      ['This catalog does not exist', 'Danh mục này không tồn tại'],
      [
        'This catalog is made in eu1, not vn1',
        'Danh mục này được sản xuất tại xưởng eu1, không phải vn1',
      ],
      ['This store does not exist', 'Cửa hàng này không tồn tại'],
    ] as const;
    await i18n.changeLanguage('vi');
    expect(
      messages.map(([message]) => translateServerText(message, { context: 'orders' })),
    ).toEqual(messages.map(([, vietnamese]) => vietnamese));
    await i18n.changeLanguage('en');
    expect(
      messages.map(([message]) => translateServerText(message, { context: 'orders' })),
    ).toEqual(messages.map(([message]) => message));
  });
});

describe('a value under its minimum', () => {
  it('reads in Vietnamese as under the minimum, not as too short: it is said of a quantity of 0', async () => {
    await i18n.changeLanguage('vi');
    expect(
      `${translateCsvPlace('row 3, quantity')}: ${translateServerText(validationMessages.minCustom, { context: 'orders' })}`,
    ).toBe('dòng 3, quantity: Trường này chưa đạt mức tối thiểu');
    await i18n.changeLanguage('en');
    expect(translateServerText(validationMessages.minCustom, { context: 'orders' })).toBe(
      'This field must have minimum',
    );
  });
});
