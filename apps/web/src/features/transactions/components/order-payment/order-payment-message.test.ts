import { errorMessages, orderMessages, orderPaymentMessages } from '@stitchworks/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { getErrorMessage } from '../../../../lib/error-message';
import { changeAppLanguage } from '../../../../lib/i18n';
import { translateServerText } from '../../../../lib/server-messages';
import { loadAllLocales } from '../../../../locales/load-locales';
import { orderPaymentError } from './order-payment-message';

beforeAll(() => loadAllLocales());
afterEach(() => changeAppLanguage('en'));

describe('orderPaymentError', () => {
  it('names the order a refusal is about, in the interface language', async () => {
    await changeAppLanguage('vi');
    const paid = new ApiError(409, 'CONFLICT', orderMessages.alreadyPaid, [
      { path: 'orderIds', message: `#12: ${orderMessages.alreadyPaid}` },
    ]);
    expect(orderPaymentError(paid)).toMatch(/^#12: /);
    expect(orderPaymentError(paid)).toBe(
      '#12: Đơn hàng đã được thanh toán. Vui lòng liên hệ hỗ trợ',
    );
  });

  it('shows the wallet being down in the payment’s words, and another server fault as such', async () => {
    await changeAppLanguage('vi');
    const down = new ApiError(503, 'SERVICE_UNAVAILABLE', orderPaymentMessages.cannotPayOnline);
    expect(orderPaymentError(down)).not.toBe(orderPaymentMessages.cannotPayOnline);
    expect(orderPaymentError(down)).toBe(translateServerText(orderPaymentMessages.cannotPayOnline));
    const fault = new ApiError(500, 'INTERNAL', 'database exploded');
    expect(orderPaymentError(fault)).toBe(getErrorMessage(fault));
  });

  it('shows an order that is not found in Vietnamese too', async () => {
    const missing = new ApiError(404, 'NOT_FOUND', errorMessages.orderNotFound);
    expect(orderPaymentError(missing)).toBe('Order not found');
    await changeAppLanguage('vi');
    expect(orderPaymentError(missing)).toBe('Không tìm thấy đơn hàng');
  });
});
