import { randomInt } from 'node:crypto';
import { carrierMessages, fillTemplate, type Parcel } from '@stitchworks/shared';
import type {
  Carrier,
  CarrierRate,
  CarrierService,
  LabelPurchase,
  LabelRequest,
} from './carrier.ts';
import { CarrierRefusedError } from './carrier.ts';
import { drawSandboxLabel } from './sandbox-label.ts';

/**
 * The built-in sandbox carrier: no account, no postage. It prices from a small table and draws a
 * real 4×6 in label (sender, recipient, service, a Code 128 barcode of an 'SBX' + 16 digit tracking
 * number, a big SANDBOX mark), so packing and printing can be tried end to end.
 */
const sandboxServices: (CarrierService & {
  mark: string;
  baseCents: number;
  perHalfPoundCents: number;
})[] = [
  { code: 'standard', name: 'Sandbox Standard', mark: 'S', baseCents: 450, perHalfPoundCents: 60 },
  { code: 'express', name: 'Sandbox Express', mark: 'E', baseCents: 1250, perHalfPoundCents: 150 },
];

/** The table's price: the base for the first 8 oz, then a step per started 8 oz. */
export function sandboxFeeCents(serviceCode: string, parcel: Pick<Parcel, 'weight'>): number {
  const service = sandboxServices.find((item) => item.code === serviceCode) ?? sandboxServices[0]!;
  const steps = Math.max(0, Math.ceil(parcel.weight / 8) - 1);
  return service.baseCents + steps * service.perHalfPoundCents;
}

export function sandboxTrackingNumber(): string {
  let digits = '';
  for (let index = 0; index < 16; index += 1) digits += String(randomInt(10));
  return `SBX${digits}`;
}

export function createSandboxCarrier(options: { now?: () => Date } = {}): Carrier {
  const now = options.now ?? (() => new Date());
  return {
    provider: 'sandbox',
    sandbox: true,
    services: async () => sandboxServices.map(({ code, name }) => ({ code, name })),
    rates: async ({ parcel }): Promise<CarrierRate[]> =>
      sandboxServices.map((service) => ({
        serviceCode: service.code,
        carrierName: 'Sandbox',
        feeCents: sandboxFeeCents(service.code, parcel),
      })),
    async buy(request: LabelRequest): Promise<LabelPurchase> {
      const code = request.serviceCode ?? 'standard';
      const service = sandboxServices.find((item) => item.code === code);
      if (!service) {
        throw new CarrierRefusedError(
          fillTemplate(carrierMessages.unknownSandboxService, { code }),
        );
      }
      const trackingNumber = sandboxTrackingNumber();
      const labelPdf = await drawSandboxLabel({
        from: request.from,
        to: request.to,
        serviceName: service.name,
        serviceMark: service.mark,
        trackingNumber,
        reference: request.reference,
        weightOz: request.parcel.weight,
        date: now(),
      });
      return {
        trackingNumber,
        labelPdf,
        shipmentId: `sbx_shp_${trackingNumber.slice(3)}`,
        feeCents: sandboxFeeCents(code, request.parcel),
        carrierName: 'Sandbox',
        serviceCode: code,
        trackingUrl: null,
      };
    },
    // Nothing was bought, so there is nothing to give back.
    void: async () => undefined,
  };
}
