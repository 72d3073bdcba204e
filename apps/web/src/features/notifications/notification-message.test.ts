import { notificationTemplates, readNotification } from '@stitchworks/shared';
import { templateParamNames } from '@stitchworks/shared/message-templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { allResources } from '../../locales/all-resources';
import { loadAllLocales } from '../../locales/load-locales';
import { translateNotificationMessage } from './notification-message';

beforeAll(() => loadAllLocales());
afterAll(() => i18n.changeLanguage('en'));

/** Messages as the API and the demo store them (in English), and as they read in Vietnamese. */
const samples: [string, string][] = [
  ['Order #12 was created', 'Đơn hàng #12 đã được tạo'],
  [
    'Store Rose Shop was disconnected: connect it again to receive its orders',
    'Cửa hàng Rose Shop đã bị ngắt kết nối: hãy kết nối lại để nhận đơn hàng',
  ],
  [
    'Store order #1001 waits in order sync: map its items to import it',
    'Đơn hàng #1001 của cửa hàng đang chờ đồng bộ: hãy ghép sản phẩm để nhập đơn',
  ],
  [
    'A customer of store Rose Shop asked for their data: store orders #1001, #1002',
    'Một khách hàng của cửa hàng Rose Shop yêu cầu dữ liệu của họ: đơn hàng cửa hàng #1001, #1002',
  ],
  ['Order #12 was imported from a CSV file', 'Đơn hàng #12 đã được nhập từ tệp CSV'],
  ['Order #12 was edited', 'Đơn hàng #12 đã được sửa'],
  ['Order #12 has a new address', 'Đơn hàng #12 có địa chỉ mới'],
  ['Order #12 had its address verified', 'Địa chỉ của đơn hàng #12 đã được xác minh'],
  [
    'Order #12 had its address accepted without passing the check',
    'Địa chỉ của đơn hàng #12 đã được chấp nhận dù chưa qua kiểm tra',
  ],
  ['Order #12 moved to another factory', 'Đơn hàng #12 đã chuyển sang xưởng khác'],
  ['Order #12 was archived', 'Đơn hàng #12 đã được lưu trữ'],
  ['Order #13 was created as a duplicate', 'Đơn hàng #13 đã được tạo bằng cách nhân bản'],
  ['Order #12 was paid', 'Đơn hàng #12 đã được thanh toán'],
  [
    'Order #12 is being paid at the online wallet',
    'Đơn hàng #12 đang được thanh toán qua ví điện tử',
  ],
  ['Order #12 is waiting for payment again', 'Đơn hàng #12 lại đang chờ thanh toán'],
  [
    'Order #12 changed (status, cancelledAmount, cancelStatus)',
    'Đơn hàng #12 đã thay đổi (status, cancelledAmount, cancelStatus)',
  ],
  ['Order #12 changed (trackingNumber)', 'Đơn hàng #12 đã thay đổi (trackingNumber)'],
  ['Order #SW-1100 moved to production', 'Đơn hàng #SW-1100 đã chuyển sang sản xuất'],
  ['Seller #3 imported 40 orders from a CSV file', 'Người bán #3 đã nhập 40 đơn hàng từ tệp CSV'],
  ['Seller #3 created 2 orders', 'Người bán #3 đã tạo 2 đơn hàng'],
  ['Tracking numbers were added to 5 orders', 'Đã thêm mã vận đơn cho 5 đơn hàng'],
  ['Order #12 was shipped', 'Đơn hàng #12 đã được gửi đi'],
  [
    '3 of your orders were shipped: #12, #13, #14',
    '3 đơn hàng của bạn đã được gửi đi: #12, #13, #14',
  ],
  [
    'Order #12 is cancelled. $1,234.50 is back in your credit.',
    'Đơn hàng #12 đã bị hủy. $1,234.50 đã được hoàn vào số dư của bạn.',
  ],
  ['Order #12 is cancelled.', 'Đơn hàng #12 đã bị hủy.'],
  [
    'Order #12: the seller asks to cancel it and get $25.00 back (Wrong size (XL))',
    'Đơn hàng #12: người bán yêu cầu hủy đơn và hoàn lại $25.00 (Wrong size (XL))',
  ],
  [
    'Your cancel request of order #12 is accepted: Refunded in full',
    'Yêu cầu hủy đơn hàng #12 của bạn đã được chấp nhận: Refunded in full',
  ],
  [
    'Your cancel request of order #12 is accepted',
    'Yêu cầu hủy đơn hàng #12 của bạn đã được chấp nhận',
  ],
  [
    'Your cancel request of order #12 is refused: Already embroidered',
    'Yêu cầu hủy đơn hàng #12 của bạn đã bị từ chối: Already embroidered',
  ],
  [
    'Your cancel request for order #SW-1003 was answered',
    'Yêu cầu hủy đơn hàng #SW-1003 của bạn đã được phản hồi',
  ],
  ['Liam Carter asked to cancel order #SW-1003', 'Liam Carter đã yêu cầu hủy đơn hàng #SW-1003'],
  [
    '$10.00 of order #12 is refunded to your credit. Thread broke',
    '$10.00 của đơn hàng #12 đã được hoàn vào số dư của bạn. Thread broke',
  ],
  [
    '$10.00 of order #12 is refunded to your credit.',
    '$10.00 của đơn hàng #12 đã được hoàn vào số dư của bạn.',
  ],
  ['You may now update order #12 once.', 'Giờ bạn có thể cập nhật đơn hàng #12 một lần.'],
  ['You may now edit order #SW-1002', 'Giờ bạn có thể sửa đơn hàng #SW-1002'],
  [
    'Your update request of order #12 is refused.',
    'Yêu cầu cập nhật đơn hàng #12 của bạn đã bị từ chối.',
  ],
  [
    '$250.00 was added to your credit. Your balance is now $1,250.00.',
    '$250.00 đã được cộng vào số dư của bạn. Số dư hiện tại là $1,250.00.',
  ],
  ['Your top-up of $250.00 was approved', 'Yêu cầu nạp $250.00 của bạn đã được duyệt'],
  ['Ava Thompson requested a top-up of $45.00', 'Ava Thompson đã yêu cầu nạp $45.00'],
  [
    'A PayPal top-up #7 of $250.00 was paid with another amount: review it and credit the seller by hand.',
    'Giao dịch nạp tiền PayPal #7 trị giá $250.00 đã được trả bằng một số tiền khác: hãy kiểm tra và cộng tiền cho người bán thủ công.',
  ],
  [
    'A PayPal payment #8 of $60.00 for orders was paid with another amount: review it, then approve or refuse it.',
    'Khoản thanh toán PayPal #8 trị giá $60.00 cho các đơn hàng đã được trả bằng một số tiền khác: hãy kiểm tra rồi duyệt hoặc từ chối.',
  ],
  ['Auto-payment paid 1 order for $12.50.', 'Đã tự động thanh toán 1 đơn hàng, tổng cộng $12.50.'],
  [
    '2 orders could not be paid: The Payoneer account is not connected.',
    '2 đơn hàng chưa thể thanh toán: chưa kết nối tài khoản Payoneer.',
  ],
  [
    '1 order could not be paid: Insufficient balance.',
    '1 đơn hàng chưa thể thanh toán: Insufficient balance.',
  ],
  [
    '1 order could not be paid: The Payoneer account has no USD balance.',
    '1 đơn hàng chưa thể thanh toán: Tài khoản Payoneer không có số dư USD.',
  ],
  [
    'Auto-payment paid 3 orders for $30.00. 1 order could not be paid: The credit balance is not enough for every order.',
    'Đã tự động thanh toán 3 đơn hàng, tổng cộng $30.00. 1 đơn hàng chưa thể thanh toán: số dư tín dụng không đủ cho mọi đơn hàng.',
  ],
  [
    'Low stock: Embroidered Unisex Heavy Cotton Tee (catalog 7) Black / M at vn1: 3 left (threshold 10)',
    'Sắp hết hàng: Embroidered Unisex Heavy Cotton Tee (mẫu phôi 7) Black / M tại xưởng vn1: còn 3 (ngưỡng cảnh báo 10)',
  ],
  [
    'Low stock: 1 row is below the new warning threshold of 10',
    'Sắp hết hàng: 1 dòng tồn kho đang dưới ngưỡng cảnh báo mới là 10',
  ],
  [
    'Thread Madeira 1147 (red) is below its warning level',
    'Thread Madeira 1147 (red) đang dưới mức cảnh báo',
  ],
  ['Ticket #7 was opened: Late parcel', 'Phiếu #7 đã được mở: Late parcel'],
  ['Ticket #7 has a new reply: Wrong colour: red', 'Phiếu #7 có trả lời mới: Wrong colour: red'],
  ['Ticket #7 was assigned to you: Refund', 'Phiếu #7 đã được giao cho bạn: Refund'],
  [
    'You earned $15.00 of referral credit: the first order of Ann Lee shipped. Claim it in your referral history',
    'Bạn nhận được $15.00 tín dụng giới thiệu: đơn hàng đầu tiên của Ann Lee đã được gửi đi. Hãy nhận nó trong lịch sử giới thiệu',
  ],
  ['Seller #8 created FBA order #21: price it', 'Người bán #8 đã tạo đơn FBA #21: hãy báo giá'],
  [
    'FBA order #21 is priced at $42.50: approve it to start production',
    'Đơn FBA #21 đã được báo giá $42.50: hãy duyệt để bắt đầu sản xuất',
  ],
  [
    'FBA order #21 was approved and paid: its units go to production',
    'Đơn FBA #21 đã được duyệt và thanh toán: các sản phẩm được đưa vào sản xuất',
  ],
  [
    'FBA order #21 was shipped with tracking code 1Z999AA10123456784',
    'Đơn FBA #21 đã được gửi đi với mã vận đơn 1Z999AA10123456784',
  ],
  [
    'FBA order #21 is cancelled. $42.50 is back in your credit.',
    'Đơn FBA #21 đã bị hủy. $42.50 đã được hoàn vào số dư của bạn.',
  ],
  ['FBA order #21 is cancelled.', 'Đơn FBA #21 đã bị hủy.'],
  [
    'Webhook endpoint https://hooks.example.com/orders was disabled: its deliveries failed for 3 days. Fix it, then enable it again',
    'Điểm nhận webhook https://hooks.example.com/orders đã bị tắt: gửi đến đó thất bại suốt 3 ngày. Hãy sửa rồi bật lại',
  ],
];

const unknown = 'Order #12 was eaten by the dog';

/** The parameters a text names (`{{count|order|orders}}`, a word agreeing with count, as count). */
const parametersOf = (text = '') => templateParamNames(text).sort();

describe('a notification message', () => {
  it('reads in English as the API stored it', async () => {
    await i18n.changeLanguage('en');
    const stored = [...samples.map(([message]) => message), unknown];
    expect(stored.map(translateNotificationMessage)).toEqual(stored);
  });

  it('reads in Vietnamese by its pattern, the ids, names, amounts and typed words kept', async () => {
    await i18n.changeLanguage('vi');
    expect(samples.map(([stored]) => translateNotificationMessage(stored))).toEqual(
      samples.map(([, vietnamese]) => vietnamese),
    );
  });

  it('is shown as stored when no pattern knows it', async () => {
    await i18n.changeLanguage('vi');
    expect(translateNotificationMessage(unknown)).toBe(unknown);
  });

  it('has a sample for every template, whose Vietnamese text names the same parameters', () => {
    const sampled = new Set<string | undefined>(
      samples.map(([stored]) => readNotification(stored)?.key),
    );
    const vietnamese: Record<string, string> = allResources.vi.notifications.messages;
    for (const [key, template] of Object.entries(notificationTemplates)) {
      expect([key, sampled.has(key)]).toEqual([key, true]);
      expect([key, parametersOf(vietnamese[key])]).toEqual([key, parametersOf(template)]);
    }
  });
});
