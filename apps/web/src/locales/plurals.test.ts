import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { loadAllLocales } from './load-locales';

beforeAll(() => loadAllLocales(), 60_000);
afterAll(() => i18n.changeLanguage('en'));

/** Counted texts the app writes itself read right for one and for many, in both languages. */
describe('counted texts', () => {
  it('use the singular for one and the plural for many in English', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('orders:banner.pending', { count: 1 })).toMatch(/^You have 1 pending order\. /);
    expect(i18n.t('orders:banner.pending', { count: 8 })).toMatch(/^You have 8 pending orders\. /);
    const paid = (count: number) =>
      i18n.t('transactions:orderPayment.paidBody', { amount: '$20.50', count });
    expect(paid(1)).toBe('$20.50 paid for 1 order. It goes to production now.');
    expect(paid(3)).toBe('$20.50 paid for 3 orders. They go to production now.');
  });

  it('keep one form in Vietnamese, which has no plural', async () => {
    await i18n.changeLanguage('vi');
    expect(i18n.t('orders:banner.pending', { count: 1 })).toMatch(/^Bạn có 1 đơn hàng chờ/);
    expect(i18n.t('orders:banner.pending', { count: 8 })).toMatch(/^Bạn có 8 đơn hàng chờ/);
    expect(i18n.t('transactions:orderPayment.paidBody', { amount: '20,50 US$', count: 1 })).toMatch(
      /^Đã thanh toán 20,50 US\$ cho 1 đơn\./,
    );
  });
});
