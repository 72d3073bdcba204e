import { describe, expect, it } from 'vitest';
import { orderAbilities } from './order-abilities';

const created = { status: 'created', archivedAt: null, addressVerified: false } as const;
const paid = { status: 'processing', archivedAt: null, addressVerified: true } as const;

describe('orderAbilities', () => {
  it('lets a seller pay, edit, duplicate, archive and fix the address of a created order', () => {
    expect(orderAbilities({ role: 'seller', permissions: [] }, created)).toEqual({
      pay: true,
      edit: true,
      duplicate: true,
      archive: true,
      invoice: true,
      editAddress: true,
      verifyAddress: true,
      forceVerify: false,
      changeFactory: false,
      cancel: false,
      answerCancel: false,
      refund: false,
      requestUpdate: false,
      answerUpdate: false,
    });
  });

  it('lets a seller ask to cancel or update a paid order, and edit it once when allowed', () => {
    const seller = { role: 'seller', permissions: [] } as const;
    expect(
      orderAbilities(seller, { ...paid, productionStatus: 0, updateFlag: null }),
    ).toMatchObject({
      cancel: true,
      requestUpdate: true,
      edit: false,
      refund: false,
    });
    expect(orderAbilities(seller, { ...paid, updateFlag: 2 })).toMatchObject({
      edit: true,
      requestUpdate: false,
    });
    // Packed: no cancel; a cancel request waiting: not twice.
    expect(orderAbilities(seller, { ...paid, productionStatus: 2 }).cancel).toBe(false);
    expect(orderAbilities(seller, { ...paid, cancelStatus: 'waiting' }).cancel).toBe(false);
  });

  it('lets staff answer requests and cancel, and only an admin refund what is left', () => {
    const waiting = { ...paid, cancelStatus: 'waiting', updateFlag: 1, total: 30, refunded: 10 };
    expect(orderAbilities({ role: 'supporter', permissions: [] }, waiting)).toMatchObject({
      answerCancel: true,
      answerUpdate: true,
      cancel: true,
      refund: false,
    });
    expect(orderAbilities({ role: 'admin', permissions: [] }, waiting).refund).toBe(true);
    expect(
      orderAbilities({ role: 'admin', permissions: [] }, { ...waiting, refunded: 30 }).refund,
    ).toBe(false);
  });

  it('takes editing, archiving and address changes from a seller once the order is paid', () => {
    const abilities = orderAbilities({ role: 'seller', permissions: [] }, paid);
    expect(abilities).toMatchObject({
      edit: false,
      archive: false,
      editAddress: false,
      verifyAddress: false,
      duplicate: true,
      invoice: true,
    });
  });

  it('lets a supporter fix and force-verify an address, but not edit or duplicate', () => {
    const abilities = orderAbilities({ role: 'supporter', permissions: [] }, created);
    expect(abilities).toMatchObject({
      edit: false,
      duplicate: false,
      editAddress: true,
      verifyAddress: true,
      forceVerify: true,
      invoice: true,
      changeFactory: false,
    });
  });

  it('moves factories for admins, and for staff with permission 5 only', () => {
    expect(orderAbilities({ role: 'admin', permissions: [] }, paid).changeFactory).toBe(true);
    expect(orderAbilities({ role: 'manager', permissions: [] }, paid).changeFactory).toBe(false);
    expect(orderAbilities({ role: 'manager', permissions: [5] }, paid).changeFactory).toBe(true);
    expect(orderAbilities({ role: 'producer', permissions: [5] }, paid).changeFactory).toBe(false);
  });

  it('offers nothing but reading to floor roles, and nothing that changes an archived order', () => {
    const producer = orderAbilities({ role: 'producer', permissions: [] }, created);
    expect(Object.values(producer).every((allowed) => !allowed)).toBe(true);
    const archived = orderAbilities(
      { role: 'admin', permissions: [] },
      { ...created, archivedAt: '2026-03-01T00:00:00.000Z' },
    );
    expect(archived).toMatchObject({
      archive: false,
      editAddress: false,
      verifyAddress: false,
      forceVerify: false,
      changeFactory: false,
      invoice: true,
    });
  });

  it('hides the verify actions once the address is verified, and for shipped orders', () => {
    const verified = orderAbilities(
      { role: 'admin', permissions: [] },
      { ...created, addressVerified: true },
    );
    expect(verified).toMatchObject({ editAddress: true, verifyAddress: false, forceVerify: false });
    const shipped = orderAbilities(
      { role: 'admin', permissions: [] },
      { status: 'shipped', archivedAt: null, addressVerified: false },
    );
    expect(shipped).toMatchObject({ editAddress: false, forceVerify: false, changeFactory: false });
  });
});
