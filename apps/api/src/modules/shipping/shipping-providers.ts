import type { ShippingLabel, ShippingProvider } from '@stitchworks/shared';
import { providersNeedingServiceCode, uploadProviders } from '@stitchworks/shared';
import type { Carrier } from '../../integrations/carriers/carrier.ts';
import { toDollars } from '../../lib/money.ts';
import type { LabelRow } from './shipping-labels.repository.ts';

/** How each provider is shown. */
export const providerNames: Record<ShippingProvider, string> = {
  lionbay: 'LionBay',
  sglink: 'SGLink',
  netship: 'NetShip',
  hpw: 'HPW',
  greenway: 'Greenway',
  manual: 'Other carrier',
  easypost: 'EasyPost',
  sandbox: 'Sandbox',
};

/**
 * The service codes of the uploaded-label carriers, as their sites sell them (staff pick the one
 * they bought; lionbay, sglink and netship labels need one).
 */
export const uploadServiceCodes: Record<
  (typeof uploadProviders)[number],
  { code: string; name: string }[]
> = {
  lionbay: [
    { code: 'LB-STD', name: 'LionBay Standard' },
    { code: 'LB-EXP', name: 'LionBay Express' },
  ],
  sglink: [
    { code: 'SG-ECO', name: 'SGLink Economy' },
    { code: 'SG-STD', name: 'SGLink Standard' },
    { code: 'SG-EXP', name: 'SGLink Express' },
  ],
  netship: [
    { code: 'NS-STD', name: 'NetShip Standard' },
    { code: 'NS-PRI', name: 'NetShip Priority' },
  ],
  hpw: [{ code: 'HPW-STD', name: 'HPW Standard' }],
  greenway: [{ code: 'GW-STD', name: 'Greenway Standard' }],
};

export const isUploadProvider = (provider: ShippingProvider) =>
  (uploadProviders as readonly string[]).includes(provider);

/** The providers on offer: the five uploaded carriers, a typed one, and the API carrier in use. */
export function providerRows(carrier: Carrier | null) {
  const rows: {
    code: ShippingProvider;
    name: string;
    kind: 'purchased' | 'uploaded' | 'manual';
    needsServiceCode: boolean;
    sandbox: boolean;
  }[] = uploadProviders.map((code) => ({
    code,
    name: providerNames[code],
    kind: 'uploaded',
    needsServiceCode: (providersNeedingServiceCode as readonly string[]).includes(code),
    sandbox: false,
  }));
  rows.push({
    code: 'manual',
    name: providerNames.manual,
    kind: 'manual',
    needsServiceCode: false,
    sandbox: false,
  });
  if (carrier) {
    rows.unshift({
      code: carrier.provider,
      name: providerNames[carrier.provider],
      kind: 'purchased',
      needsServiceCode: false,
      sandbox: carrier.sandbox,
    });
  }
  return rows;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function labelView(row: LabelRow): ShippingLabel {
  return {
    id: row.id,
    orderId: row.orderId,
    type: row.type,
    provider: row.provider,
    carrierName: row.carrierName,
    serviceCode: row.serviceCode,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippingFee: toDollars(row.shippingFeeCents),
    totalCost: toDollars(row.totalCostCents),
    meta: row.meta,
    fileUrl: row.fileKey ? `/api/shipping_labels/${row.id}/file` : null,
    sandbox: row.sandbox,
    voidedAt: iso(row.voidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
