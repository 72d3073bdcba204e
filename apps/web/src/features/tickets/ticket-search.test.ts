import { describe, expect, it } from 'vitest';
import {
  validateNewTicketSearch,
  validateTicketListSearch,
  validateTicketReportSearch,
} from './ticket-search';

describe('ticket list search', () => {
  it('keeps known filters and drops the rest', () => {
    expect(
      validateTicketListSearch({
        page: '3',
        status: 'answered',
        topic: 'order',
        isAssigned: true,
        keyword: ' late ',
      }),
    ).toEqual({ page: 3, status: 'answered', topic: 'order', isAssigned: 'true', keyword: 'late' });
    expect(
      validateTicketListSearch({ page: 1, status: 'lost', topic: 'weather', isAssigned: 'maybe' }),
    ).toEqual({
      page: undefined,
      status: undefined,
      topic: undefined,
      isAssigned: undefined,
      keyword: undefined,
    });
  });

  it('reads a numeric keyword as text', () => {
    expect(validateTicketListSearch({ keyword: 42 }).keyword).toBe('42');
  });
});

describe('ticket report search', () => {
  it('drops an end before the start', () => {
    expect(validateTicketReportSearch({ from: 200, to: 100 })).toMatchObject({
      from: 200,
      to: undefined,
    });
  });
});

describe('new ticket search', () => {
  it('takes an order id', () => {
    expect(validateNewTicketSearch({ orderId: '12' })).toEqual({ orderId: 12 });
    expect(validateNewTicketSearch({ orderId: 'x' })).toEqual({ orderId: undefined });
  });
});
