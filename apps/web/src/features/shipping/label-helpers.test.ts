import { LABEL_FILE_MAX_BYTES, shippingMessages } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';
import { labelFileProblem } from './label-file';
import { missingOrdersOf } from './label-print';
import { parcelText } from './parcel-text';

const pdf = (name = 'label.pdf', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('labelFileProblem', () => {
  it('takes one PDF', () => {
    expect(labelFileProblem([pdf()])).toBeNull();
    expect(labelFileProblem([])).toBeNull();
  });
  it("says 'Limit 1 files upload!' for two files", () => {
    expect(labelFileProblem([pdf(), pdf('b.pdf')])).toBe(shippingMessages.oneFile);
  });
  it("says 'The file is invalid' for anything but a PDF, empty or too large", () => {
    const png = new File([new Uint8Array(4)], 'label.png', { type: 'image/png' });
    expect(labelFileProblem([png])).toBe(shippingMessages.fileInvalid);
    expect(labelFileProblem([pdf('label.pdf', 0)])).toBe(shippingMessages.fileInvalid);
    expect(labelFileProblem([pdf('big.pdf', LABEL_FILE_MAX_BYTES + 1)])).toBe(
      shippingMessages.fileInvalid,
    );
  });
});

describe('missingOrdersOf', () => {
  it('reads the order ids of the X-Labels-Missing header', () => {
    expect(missingOrdersOf('12, 15,abc,')).toEqual([12, 15]);
    expect(missingOrdersOf('')).toEqual([]);
    expect(missingOrdersOf(null)).toEqual([]);
  });
});

describe('parcelText', () => {
  it('writes weight and sides when known', () => {
    expect(parcelText({ weight: 12, length: 10, width: 8, height: 2 })).toBe(
      '12 oz · 10 × 8 × 2 in',
    );
    expect(parcelText({ weight: 12 })).toBe('12 oz');
    expect(parcelText({})).toBeNull();
  });
});

describe('addressLine', () => {
  it('joins the known parts on one line', () => {
    expect(
      addressLine({
        firstName: 'Ann',
        lastName: 'Lee',
        address1: '1 Main St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        country: 'US',
        email: '',
        phone: '',
      }),
    ).toBe('Ann Lee, 1 Main St, Austin, TX 78701, US');
  });
});
