import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEasyPost, startFakeEasyPost } from '../../../test/fakes/easypost.ts';
import {
  CarrierRefusedError,
  CarrierUnavailableError,
  centsOfAmount,
  shipFromAddresses,
} from './carrier.ts';
import { createEasyPostCarrier, easyPostServiceName } from './easypost.ts';
import { createSandboxCarrier, sandboxFeeCents } from './sandbox-carrier.ts';

const parcel = { weight: 12, length: 10, width: 8, height: 2 };
const to = {
  name: 'Ada Lovelace',
  street1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  country: 'US',
};
const from = shipFromAddresses.vn1;

async function pageSizes(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => page.getSize());
}

describe('the EasyPost adapter against a local fake of its API', () => {
  let fake: FakeEasyPost;
  beforeAll(async () => {
    fake = await startFakeEasyPost();
  });
  afterAll(() => fake.close());

  it('buys the cheapest rate as a 4×6 PDF label, with exact cents and the tracking page', async () => {
    const carrier = createEasyPostCarrier(fake.config);
    const label = await carrier.buy({ parcel, from, to, reference: 'order-1' });
    expect(label).toMatchObject({
      carrierName: 'USPS',
      serviceCode: 'USPS:GroundAdvantage',
      feeCents: 593,
      trackingNumber: expect.stringMatching(/^9400\d+$/),
      trackingUrl: expect.stringContaining('track.easypost.com'),
    });
    expect(await pageSizes(label.labelPdf)).toEqual([{ width: 288, height: 432 }]);
    const shipment = fake.shipments.get(label.shipmentId)!;
    expect(shipment.body).toMatchObject({
      parcel,
      reference: 'order-1',
      options: { label_format: 'PDF', label_size: '4x6' },
      to_address: { name: 'Ada Lovelace', zip: '10118', country: 'US' },
      from_address: { country: 'VN' },
    });
  });

  it('buys the service asked for, and converts a label to PDF when only a PNG came back', async () => {
    const carrier = createEasyPostCarrier(fake.config);
    fake.pngLabelsOnly(true);
    try {
      const label = await carrier.buy({
        parcel,
        from,
        to,
        serviceCode: 'ups:ground',
        reference: 'o2',
      });
      expect(label).toMatchObject({
        carrierName: 'UPS',
        serviceCode: 'UPS:Ground',
        feeCents: 1107,
      });
      expect(fake.requests.some((r) => r.method === 'GET' && r.path.endsWith('/label'))).toBe(true);
      expect(await pageSizes(label.labelPdf)).toHaveLength(1);
    } finally {
      fake.pngLabelsOnly(false);
    }
    await expect(
      carrier.buy({ parcel, from, to, serviceCode: 'FedEx:FEDEX_GROUND', reference: 'o3' }),
    ).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('lists the configured services and quotes rates', async () => {
    const carrier = createEasyPostCarrier(fake.config);
    expect(await carrier.services()).toEqual([
      { code: 'USPS:GroundAdvantage', name: 'USPS Ground Advantage' },
      { code: 'USPS:Priority', name: 'USPS Priority' },
      { code: 'UPS:Ground', name: 'UPS Ground' },
    ]);
    expect(await carrier.rates({ parcel, from, to })).toEqual([
      { serviceCode: 'USPS:GroundAdvantage', carrierName: 'USPS', feeCents: 593 },
      { serviceCode: 'USPS:Priority', carrierName: 'USPS', feeCents: 935 },
      { serviceCode: 'UPS:Ground', carrierName: 'UPS', feeCents: 1107 },
    ]);
  });

  it('voids a bought label with a refund', async () => {
    const carrier = createEasyPostCarrier(fake.config);
    const label = await carrier.buy({ parcel, from, to, reference: 'o4' });
    await carrier.void(label.shipmentId);
    expect(fake.shipments.get(label.shipmentId)?.refundStatus).toBe('submitted');
    await expect(carrier.void('shp_unknown')).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('a refused key or an outage is "unavailable"; an address EasyPost refuses is the request’s fault', async () => {
    const carrier = createEasyPostCarrier(fake.config);
    fake.failNext(401);
    await expect(carrier.buy({ parcel, from, to, reference: 'o5' })).rejects.toBeInstanceOf(
      CarrierUnavailableError,
    );
    fake.failNext(503);
    await expect(carrier.rates({ parcel, from, to })).rejects.toBeInstanceOf(
      CarrierUnavailableError,
    );
    fake.failNext(422);
    const refused = await carrier.buy({ parcel, from, to, reference: 'o6' }).catch((e) => e);
    expect(refused).toBeInstanceOf(CarrierRefusedError);
    expect(refused.message).toBe('Unable to verify address. (street1: street1 is invalid)');
    const wrongKey = createEasyPostCarrier({ ...fake.config, apiKey: 'EZTKnope' });
    await expect(wrongKey.rates({ parcel, from, to })).rejects.toBeInstanceOf(
      CarrierUnavailableError,
    );
    const nobody = createEasyPostCarrier({ ...fake.config, apiUrl: 'http://127.0.0.1:9' });
    await expect(nobody.rates({ parcel, from, to })).rejects.toBeInstanceOf(
      CarrierUnavailableError,
    );
  });
});

describe('the sandbox carrier', () => {
  it('draws a real 4×6 in label with an SBX tracking number and a table fee', async () => {
    const carrier = createSandboxCarrier();
    const label = await carrier.buy({
      parcel,
      from,
      to,
      serviceCode: 'express',
      reference: 'order-9',
    });
    expect(label.trackingNumber).toMatch(/^SBX\d{16}$/);
    expect(label.feeCents).toBe(sandboxFeeCents('express', parcel));
    expect(label.feeCents).toBe(1250 + 150);
    expect(await pageSizes(label.labelPdf)).toEqual([{ width: 288, height: 432 }]);
    expect((await carrier.services()).map((s) => s.code)).toEqual(['standard', 'express']);
    // Addresses in any script still draw (the standard fonts get a readable fallback).
    const accented = await carrier.buy({
      parcel,
      from: shipFromAddresses.eu1,
      to: { ...to, name: 'Łukasz Nguyễn Đức 山田' },
      reference: 'order-10',
    });
    expect(await pageSizes(accented.labelPdf)).toHaveLength(1);
  });
});

describe('amounts', () => {
  it('reads decimal strings to cents exactly', () => {
    expect(centsOfAmount('7.58')).toBe(758);
    expect(centsOfAmount('7.5')).toBe(750);
    expect(centsOfAmount('12')).toBe(1200);
    expect(centsOfAmount(0.1 + 0.2)).toBe(30);
    expect(() => centsOfAmount('-1')).toThrow();
    expect(easyPostServiceName('FedEx:FEDEX_GROUND')).toBe('FedEx FEDEX GROUND');
  });
});
