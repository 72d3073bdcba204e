import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages.ts';
import { orderAddressSchema } from './orders.ts';

describe("an order's ship-to address", () => {
  const address = {
    firstName: 'Ann',
    address1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  };
  const emailOf = (email: unknown) => orderAddressSchema.safeParse({ ...address, email });

  it('fills the optional texts with empty ones and trims what is given', () => {
    const parsed = orderAddressSchema.parse({ ...address, email: ' ann@example.com ' });
    expect(parsed).toMatchObject({ lastName: '', address2: '', phone: '', country: 'US' });
    expect(parsed.email).toBe('ann@example.com');
  });

  it('takes a missing, empty or blank e-mail as none', () => {
    for (const email of [undefined, '', '   ']) expect(emailOf(email).data?.email).toBe('');
  });

  it('says what is wrong with an e-mail: its form, or its length', () => {
    const bad = emailOf('not-an-address');
    expect(bad.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], validationMessages.email],
    ]);
    const long = emailOf(`${'a'.repeat(300)}@example.com`);
    expect(long.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], validationMessages.max],
    ]);
  });
});
