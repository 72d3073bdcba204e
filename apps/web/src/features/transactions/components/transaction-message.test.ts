import { amountMessages, errorCodes, transactionMessages } from '@stitchworks/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { loadAllLocales } from '../../../locales/load-locales';
import { translateDepositError, translateTransactionMessage } from './transaction-message';

// Past the sign-in page's texts, namespaces load with the page (lazyPage does it in the app).
beforeAll(() => loadAllLocales());

describe('translateTransactionMessage', () => {
  it("keeps the server's exact English wording", () => {
    const t = i18n.getFixedT('en', 'transactions');
    expect(translateTransactionMessage(t, transactionMessages.creditAdded)).toBe(
      'Credit added successfully',
    );
    expect(translateTransactionMessage(t, transactionMessages.notEnoughCredit)).toBe(
      'The credit balance is not enough for this withdrawal',
    );
    expect(translateTransactionMessage(t, amountMessages.positive)).toBe(amountMessages.positive);
  });

  it('keeps every message of the ledger word for word in English, and has each in Vietnamese', () => {
    const en = i18n.getFixedT('en', 'transactions');
    const vi = i18n.getFixedT('vi', 'transactions');
    for (const message of [
      ...Object.values(transactionMessages),
      errorCodes.ACCOUNT_DISABLED.message,
    ]) {
      expect(translateTransactionMessage(en, message)).toBe(message);
      expect(translateTransactionMessage(vi, message)).not.toBe(message);
    }
  });

  it('translates the known messages to Vietnamese and passes any other one through', () => {
    const t = i18n.getFixedT('vi', 'transactions');
    expect(translateTransactionMessage(t, transactionMessages.creditWithdrawn)).toBe(
      'Đã rút tiền thành công',
    );
    expect(translateTransactionMessage(t, transactionMessages.withdrawRequested)).toBe(
      'Chúng tôi đã nhận được yêu cầu rút tiền của bạn. Yêu cầu sẽ được xử lý trong vòng 2 ngày làm việc',
    );
    expect(translateTransactionMessage(t, transactionMessages.refused)).toBe(
      'Yêu cầu rút tiền đã bị từ chối và số tiền đã được hoàn lại vào số dư',
    );
    expect(translateTransactionMessage(t, transactionMessages.notFound)).toBe(
      'Không tìm thấy giao dịch',
    );
    expect(translateTransactionMessage(t, 'Something else')).toBe('Something else');
  });
});

describe('translateDepositError', () => {
  it("shows the wallet's 503 message as the server wrote it, translated", () => {
    const unavailable = new ApiError(503, 'HTTP_503', transactionMessages.cannotDeposit);
    expect(translateDepositError(i18n.getFixedT('en', 'transactions'), unavailable)).toBe(
      'Cannot deposit at the moment, please try again later',
    );
    expect(translateDepositError(i18n.getFixedT('vi', 'transactions'), unavailable)).toBe(
      'Hiện không thể nạp tiền, vui lòng thử lại sau',
    );
  });

  it('keeps the generic wording for an unknown server fault, and translates the rest', () => {
    const t = i18n.getFixedT('en', 'transactions');
    const fault = new ApiError(500, 'HTTP_500', 'database exploded');
    expect(translateDepositError(t, fault)).not.toBe('database exploded');
    const minimum = new ApiError(400, 'VALIDATION', transactionMessages.depositMinimum);
    expect(translateDepositError(i18n.getFixedT('vi', 'transactions'), minimum)).toBe(
      'Số tiền phải lớn hơn 50',
    );
    const disabled = new ApiError(403, 'ACCOUNT_DISABLED', errorCodes.ACCOUNT_DISABLED.message);
    expect(translateDepositError(t, disabled)).toBe(errorCodes.ACCOUNT_DISABLED.message);
  });
});
