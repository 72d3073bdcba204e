import { amountMessages, transactionMessages } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { translateTransactionMessage } from './transaction-message';

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

  it('translates the known messages to Vietnamese and passes any other one through', () => {
    const t = i18n.getFixedT('vi', 'transactions');
    expect(translateTransactionMessage(t, transactionMessages.creditWithdrawn)).toBe(
      'Đã rút tiền thành công',
    );
    expect(translateTransactionMessage(t, 'Something else')).toBe('Something else');
  });
});
