import { errorCodes, errorMessages } from '@stitchworks/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enCart from '../locales/en/cart.json';
import englishCommon from '../locales/en/common.json';
import enStores from '../locales/en/stores.json';
import englishSystem from '../locales/en/system.json';
import { loadAllLocales } from '../locales/load-locales';
import viCart from '../locales/vi/cart.json';
import viStores from '../locales/vi/stores.json';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';
import { getErrorMessage, isRetryableLoadError } from './error-message';
import { changeAppLanguage, i18n } from './i18n';

describe('the server’s error codes in the interface language', () => {
  // The shared errors of signed-in pages come with every namespace, after the sign-in page.
  beforeAll(() => loadAllLocales());
  afterEach(() => changeAppLanguage('en'));

  it('knows the default wording of every code the server sends', () => {
    for (const [code, { message }] of Object.entries(errorCodes)) {
      if (code === 'RETRY_AGAIN') continue; // answered to the sign-in form, never shown as such
      expect(englishCommon.serverErrors, code).toHaveProperty(code, message);
    }
  });

  it('shows the server’s English in English', () => {
    const error = new ApiError(409, 'EMAIL_TAKEN', 'This email is already registered');
    expect(getErrorMessage(error)).toBe('This email is already registered');
  });

  it('translates a code’s default wording into Vietnamese', async () => {
    await changeAppLanguage('vi');
    expect(getErrorMessage(new ApiError(409, 'EMAIL_TAKEN', errorCodes.EMAIL_TAKEN.message))).toBe(
      'Email này đã được đăng ký',
    );
    expect(getErrorMessage(new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe('Không tìm thấy');
    expect(getErrorMessage(new ApiError(403, 'FORBIDDEN', 'Permission denied'))).toBe(
      'Không có quyền truy cập',
    );
  });

  it('knows every shared message the server sends beside the defaults, in both languages', () => {
    expect({ ...englishCommon.errorMessages, ...englishSystem.errorMessages }).toEqual(
      errorMessages,
    );
  });

  it('gives the sign-in page only the shared errors a signed-out page can meet', () => {
    expect(Object.keys(englishCommon.errorMessages).sort()).toEqual([
      'accountAlreadyActive',
      'facebookUnreachable',
      'googleEmailNotVerified',
      'googleUnreachable',
      'ssoEmailNotShared',
      'tokenReused',
    ]);
  });

  it('translates a shared message of records not found into Vietnamese', async () => {
    const missingOrder = new ApiError(404, 'NOT_FOUND', errorMessages.orderNotFound);
    const missingItem = new ApiError(404, 'NOT_FOUND', errorMessages.orderItemNotFound);
    expect(getErrorMessage(missingOrder)).toBe('Order not found');
    await changeAppLanguage('vi');
    expect(getErrorMessage(missingOrder)).toBe('Không tìm thấy đơn hàng');
    expect(getErrorMessage(missingItem)).toBe('Không tìm thấy mặt hàng của đơn hàng');
    expect(getErrorMessage(new ApiError(404, 'NOT_FOUND', errorMessages.userNotFound))).toBe(
      'Không tìm thấy người dùng',
    );
  });

  it('translates a refusal in words of its own that the screens show', async () => {
    await changeAppLanguage('vi');
    const active = new ApiError(400, 'BAD_REQUEST', errorMessages.accountAlreadyActive);
    const notSeller = new ApiError(400, 'BAD_REQUEST', errorMessages.costListForSellersOnly);
    expect(getErrorMessage(active)).toBe('Tài khoản này đã được kích hoạt');
    expect(getErrorMessage(notSeller)).toBe('Bảng giá vốn chỉ áp dụng cho người bán');
  });

  it('keeps a specific message, and an unknown code, as the server wrote it', async () => {
    await changeAppLanguage('vi');
    const specific = new ApiError(400, 'BAD_REQUEST', 'This order can no longer be edited');
    expect(getErrorMessage(specific)).toBe('This order can no longer be edited');
    expect(getErrorMessage(new ApiError(400, 'SOMETHING_NEW', 'Something new'))).toBe(
      'Something new',
    );
  });
});

describe('which failed loads offer a retry', () => {
  it('a rate limit, a dropped connection, a time-out and a server fault', () => {
    expect(isRetryableLoadError(new ApiError(429, 'RATE_LIMITED', 'Rate limit'))).toBe(true);
    expect(isRetryableLoadError(new ApiError(0, CLIENT_ERROR_CODES.network, 'x'))).toBe(true);
    expect(isRetryableLoadError(new ApiError(0, CLIENT_ERROR_CODES.timeout, 'x'))).toBe(true);
    expect(isRetryableLoadError(new ApiError(503, 'SERVICE_UNAVAILABLE', 'x'))).toBe(true);
  });

  it('not a refusal that would come back the same', () => {
    expect(isRetryableLoadError(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(isRetryableLoadError(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(isRetryableLoadError(new Error('x'))).toBe(false);
  });
});

describe('counted texts', () => {
  afterEach(() => changeAppLanguage('en'));
  // The page's namespaces, as the page would load them.
  for (const [language, cart, stores] of [
    ['en', enCart, enStores],
    ['vi', viCart, viStores],
  ] as const) {
    i18n.addResourceBundle(language, 'cart', cart, true, true);
    i18n.addResourceBundle(language, 'stores', stores, true, true);
  }

  it('say one item, one line and one product in the singular', () => {
    expect(i18n.t('cart:badge.label', { count: 1 })).toBe('Cart: 1 item');
    expect(i18n.t('cart:badge.label', { count: 3 })).toBe('Cart: 3 items');
    expect(i18n.t('cart:checkout.total', { count: 1, total: '$5.00' })).toBe('1 line · $5.00');
    expect(i18n.t('cart:checkout.total', { count: 2, total: '$5.00' })).toBe('2 lines · $5.00');
    expect(i18n.t('stores:delete.body', { name: 'A', count: 1 })).toContain('Its 1 product stays');
  });

  it('read the same in Vietnamese, which has no plural', async () => {
    await changeAppLanguage('vi');
    expect(i18n.t('cart:badge.label', { count: 1 })).toBe('Giỏ hàng: 1 mục');
    expect(i18n.t('cart:checkout.total', { count: 4, total: 'x' })).toBe('4 dòng · x');
  });
});
