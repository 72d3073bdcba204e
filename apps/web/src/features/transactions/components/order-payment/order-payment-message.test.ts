import { errorMessages, orderMessages } from '@stitchworks/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { changeAppLanguage, i18n } from '../../../../lib/i18n';
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
    expect(orderPaymentError(i18n.getFixedT('vi', 'transactions'), paid)).toMatch(/^#12: /);
    expect(orderPaymentError(i18n.getFixedT('vi', 'transactions'), paid)).not.toContain(
      orderMessages.alreadyPaid,
    );
  });

  it('shows an order that is not found in Vietnamese too', async () => {
    const missing = new ApiError(404, 'NOT_FOUND', errorMessages.orderNotFound);
    expect(orderPaymentError(i18n.getFixedT('en', 'transactions'), missing)).toBe(
      'Order not found',
    );
    await changeAppLanguage('vi');
    expect(orderPaymentError(i18n.getFixedT('vi', 'transactions'), missing)).toBe(
      'Không tìm thấy đơn hàng',
    );
  });
});
