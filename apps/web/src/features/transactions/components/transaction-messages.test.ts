import { amountMessages, errorCodes, transactionMessages } from '@stitchworks/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { changeAppLanguage } from '../../../lib/i18n';
import { translateServerText } from '../../../lib/server-messages';
import { loadAllLocales } from '../../../locales/load-locales';

// Past the sign-in page's texts, namespaces load with the page (lazyPage does it in the app).
beforeAll(() => loadAllLocales());
afterEach(() => changeAppLanguage('en'));

const ledger = { context: 'transactions' } as const;

describe('the credit ledger’s messages', () => {
  it("keep the server's exact English wording", () => {
    expect(translateServerText(transactionMessages.creditAdded, ledger)).toBe(
      'Credit added successfully',
    );
    expect(translateServerText(transactionMessages.notEnoughCredit, ledger)).toBe(
      'The credit balance is not enough for this withdrawal',
    );
    expect(translateServerText(amountMessages.positive, ledger)).toBe(amountMessages.positive);
  });

  it('keep every message of the ledger word for word in English, and have each in Vietnamese', async () => {
    const messages = [...Object.values(transactionMessages), errorCodes.ACCOUNT_DISABLED.message];
    for (const message of messages) expect(translateServerText(message, ledger)).toBe(message);
    await changeAppLanguage('vi');
    for (const message of messages) expect(translateServerText(message, ledger)).not.toBe(message);
  });

  it('read in Vietnamese, in the ledger’s own words where it has them, any other as it came', async () => {
    await changeAppLanguage('vi');
    expect(translateServerText(transactionMessages.creditWithdrawn, ledger)).toBe(
      'Đã rút tiền thành công',
    );
    expect(translateServerText(transactionMessages.withdrawRequested, ledger)).toBe(
      'Chúng tôi đã nhận được yêu cầu rút tiền của bạn. Yêu cầu sẽ được xử lý trong vòng 2 ngày làm việc',
    );
    expect(translateServerText(transactionMessages.refused, ledger)).toBe(
      'Yêu cầu rút tiền đã bị từ chối và số tiền đã được hoàn lại vào số dư',
    );
    expect(translateServerText(transactionMessages.notFound, ledger)).toBe(
      'Không tìm thấy giao dịch',
    );
    expect(translateServerText(transactionMessages.notEnoughCredit, ledger)).toBe(
      'Số dư không đủ để rút khoản tiền này',
    );
    expect(translateServerText(transactionMessages.notEnoughCredit)).toBe(
      'Số dư không đủ cho lần rút tiền này',
    );
    expect(translateServerText('Something else', ledger)).toBe('Something else');
  });
});

describe('a failed top-up call', () => {
  it("shows the wallet's 503 message as the server wrote it, translated", async () => {
    const unavailable = new ApiError(503, 'HTTP_503', transactionMessages.cannotDeposit);
    expect(getErrorMessage(unavailable, ledger)).toBe(
      'Cannot deposit at the moment, please try again later',
    );
    // Elsewhere a server fault keeps the generic wording.
    expect(getErrorMessage(unavailable)).not.toBe(transactionMessages.cannotDeposit);
    await changeAppLanguage('vi');
    expect(getErrorMessage(unavailable, ledger)).toBe(
      'Hiện không thể nạp tiền, vui lòng thử lại sau',
    );
  });

  it('keeps the generic wording for an unknown server fault, and translates the rest', async () => {
    const fault = new ApiError(500, 'HTTP_500', 'database exploded');
    expect(getErrorMessage(fault, ledger)).not.toBe('database exploded');
    const disabled = new ApiError(403, 'ACCOUNT_DISABLED', errorCodes.ACCOUNT_DISABLED.message);
    expect(getErrorMessage(disabled, ledger)).toBe(errorCodes.ACCOUNT_DISABLED.message);
    await changeAppLanguage('vi');
    const minimum = new ApiError(400, 'VALIDATION', transactionMessages.depositMinimum);
    expect(getErrorMessage(minimum, ledger)).toBe('Số tiền phải lớn hơn 50');
  });
});
