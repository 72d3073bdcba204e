import {
  DEPOSIT_POLL_ATTEMPTS,
  DEPOSIT_POLL_INTERVAL_MS,
  type Transaction,
  transactionMessages,
} from '@stitchworks/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { pollDepositValidation } from './deposit-validation';

const deposit = (status: Transaction['status']): Transaction => ({
  id: 9,
  userId: 3,
  user: { id: 3, name: 'Jordan Ellis', email: 'jordan@shop.test' },
  type: 'deposit',
  amount: 200,
  paymentMethod: 'paypal',
  status,
  note: '',
  orderIds: [],
  payoutEmail: null,
  balanceAfter: status === 'completed' ? 1200 : null,
  createdBy: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const answer = (status: Transaction['status'], message = 'ok') => ({
  data: deposit(status),
  message,
});
const unavailable = () => new ApiError(503, 'HTTP_503', transactionMessages.cannotDeposit);

describe('pollDepositValidation', () => {
  it('asks again every 2 s while the payment is pending, until it is completed', async () => {
    const validate = vi
      .fn()
      .mockResolvedValueOnce(answer('pending'))
      .mockRejectedValueOnce(unavailable())
      .mockResolvedValueOnce(answer('completed', transactionMessages.depositCompleted));
    const wait = vi.fn().mockResolvedValue(undefined);
    const onAttempt = vi.fn();

    const outcome = await pollDepositValidation({ validate, wait, active: () => true, onAttempt });

    expect(outcome).toEqual({
      kind: 'completed',
      transaction: deposit('completed'),
      message: transactionMessages.depositCompleted,
    });
    expect(validate).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(DEPOSIT_POLL_INTERVAL_MS);
    expect(onAttempt.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('stops at a declined payment', async () => {
    const validate = vi
      .fn()
      .mockResolvedValue(answer('cancelled', transactionMessages.depositCancelled));
    const outcome = await pollDepositValidation({
      validate,
      wait: async () => {},
      active: () => true,
    });
    expect(outcome).toMatchObject({
      kind: 'cancelled',
      message: transactionMessages.depositCancelled,
    });
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('gives up after 15 tries, keeping the last answer', async () => {
    const validate = vi.fn().mockResolvedValue(answer('pending'));
    const wait = vi.fn().mockResolvedValue(undefined);
    const outcome = await pollDepositValidation({ validate, wait, active: () => true });
    expect(outcome).toEqual({ kind: 'gaveUp', transaction: deposit('pending') });
    expect(validate).toHaveBeenCalledTimes(DEPOSIT_POLL_ATTEMPTS);
    expect(wait).toHaveBeenCalledTimes(DEPOSIT_POLL_ATTEMPTS - 1);
  });

  it('fails at once on a refusal such as an unknown top-up', async () => {
    const notFound = new ApiError(404, 'NOT_FOUND', transactionMessages.notFound);
    const validate = vi.fn().mockRejectedValue(notFound);
    const outcome = await pollDepositValidation({
      validate,
      wait: async () => {},
      active: () => true,
    });
    expect(outcome).toEqual({ kind: 'failed', error: notFound });
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('stops without an outcome once the page is gone', async () => {
    let active = true;
    const validate = vi.fn().mockResolvedValue(answer('pending'));
    const wait = vi.fn(async () => {
      active = false;
    });
    const outcome = await pollDepositValidation({ validate, wait, active: () => active });
    expect(outcome).toBeNull();
    expect(validate).toHaveBeenCalledTimes(1);
  });
});
