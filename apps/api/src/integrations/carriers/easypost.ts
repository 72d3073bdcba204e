import { carrierMessages, fillTemplate, LABEL_FILE_MAX_BYTES } from '@stitchworks/shared';
import { z } from 'zod';
import type { EasyPostConfig } from '../../config.ts';
import {
  type Carrier,
  type CarrierRate,
  CarrierRefusedError,
  CarrierUnavailableError,
  centsOfAmount,
  type LabelPurchase,
  type LabelRequest,
} from './carrier.ts';

/**
 * EasyPost's published REST API v2 (https://docs.easypost.com): HTTP Basic with the API key as the
 * user; `POST /v2/shipments` {shipment: {to_address, from_address, parcel, options}} answers a
 * Shipment with its Rates; `POST /v2/shipments/{id}/buy` {rate: {id}} buys one and answers the
 * Shipment with its tracking_code, selected_rate and PostageLabel; asked for `label_format: PDF`
 * and `label_size: 4x6`, the label is at `postage_label.label_pdf_url` (else
 * `GET /v2/shipments/{id}/label?file_format=PDF` converts it); `POST /v2/shipments/{id}/refund`
 * voids an unused label. Amounts are decimal strings ("7.58"), read to cents exactly.
 */

export type EasyPostLogger = { warn: (details: object, message: string) => void };

export const EASYPOST_TIMEOUT_MS = 15_000;

const rateSchema = z.object({
  id: z.string().min(1),
  carrier: z.string(),
  service: z.string(),
  rate: z.string(),
  currency: z.string().optional(),
});
const shipmentSchema = z.object({
  id: z.string().min(1),
  rates: z.array(rateSchema).optional().default([]),
  selected_rate: rateSchema.nullable().optional(),
  tracking_code: z.string().nullable().optional(),
  tracker: z.object({ public_url: z.string().nullable().optional() }).nullable().optional(),
  postage_label: z
    .object({
      label_url: z.string().nullable().optional(),
      label_pdf_url: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  refund_status: z.string().nullable().optional(),
});
type Shipment = z.infer<typeof shipmentSchema>;
const errorSchema = z.object({
  error: z.object({
    code: z.string().optional(),
    message: z.string().optional(),
    errors: z
      .array(z.object({ field: z.string().optional(), message: z.string().optional() }).loose())
      .optional(),
  }),
});

/** "USPS:GroundAdvantage" → "USPS Ground Advantage". */
export function easyPostServiceName(code: string): string {
  const [carrier, service = ''] = code.split(':');
  return `${carrier} ${service.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ')}`.trim();
}

const serviceCodeOf = (rate: { carrier: string; service: string }) =>
  `${rate.carrier}:${rate.service}`;

export function createEasyPostCarrier(
  config: EasyPostConfig,
  options: { log?: EasyPostLogger; timeoutMs?: number } = {},
): Carrier {
  const { log, timeoutMs = EASYPOST_TIMEOUT_MS } = options;
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`;

  const unavailable = (operation: string, details: object, cause?: unknown) => {
    log?.warn({ provider: 'easypost', operation, ...details }, 'EasyPost request failed');
    return new CarrierUnavailableError(`EasyPost is unavailable (${operation})`, { cause });
  };

  async function call(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Shipment> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(operation, { error: (error as Error).message }, error);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      throw unavailable(operation, { status: response.status, error: 'not JSON' });
    }
    if (response.ok) {
      const shipment = shipmentSchema.safeParse(parsed);
      if (!shipment.success) throw unavailable(operation, { error: 'unexpected answer' });
      return shipment.data;
    }
    const error = errorSchema.safeParse(parsed).data?.error;
    // 400, 404 and 422 are about the request (an address, a parcel, an unknown shipment): the
    // carrier's own words go back to staff. 401/403 (our key), 429 and 5xx: try again later.
    if ([400, 404, 422].includes(response.status)) {
      const field = error?.errors?.[0];
      const detail = field?.message ? ` (${field.field ?? 'field'}: ${field.message})` : '';
      throw new CarrierRefusedError(
        `${error?.message ?? carrierMessages.shipmentRefused}${detail}`,
      );
    }
    throw unavailable(operation, { status: response.status, code: error?.code });
  }

  async function download(url: string): Promise<Uint8Array> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw unavailable('label download', { error: (error as Error).message }, error);
    }
    if (!response.ok) throw unavailable('label download', { status: response.status });
    const data = new Uint8Array(await response.arrayBuffer());
    const head = Buffer.from(data.subarray(0, 5)).toString('latin1');
    if (head !== '%PDF-' || data.length > LABEL_FILE_MAX_BYTES) {
      throw unavailable('label download', { error: 'not a PDF label', bytes: data.length });
    }
    return data;
  }

  const createShipment = (
    request: Omit<LabelRequest, 'serviceCode' | 'reference'> & {
      reference?: string;
    },
  ) =>
    call('create shipment', 'POST', '/v2/shipments', {
      shipment: {
        to_address: request.to,
        from_address: request.from,
        parcel: request.parcel,
        reference: request.reference,
        options: { label_format: 'PDF', label_size: '4x6' },
      },
    });

  const ratesOf = (shipment: Shipment): CarrierRate[] =>
    shipment.rates.map((rate) => ({
      serviceCode: serviceCodeOf(rate),
      carrierName: rate.carrier,
      feeCents: centsOfAmount(rate.rate),
    }));

  return {
    provider: 'easypost',
    sandbox: false,
    services: async () =>
      config.services.map((code) => ({ code, name: easyPostServiceName(code) })),
    rates: async (request) => ratesOf(await createShipment(request)),
    async buy(request): Promise<LabelPurchase> {
      const shipment = await createShipment(request);
      const usd = shipment.rates.filter((rate) => (rate.currency ?? 'USD') === 'USD');
      const wanted = request.serviceCode?.toLowerCase();
      const rate = wanted
        ? usd.find((item) => serviceCodeOf(item).toLowerCase() === wanted)
        : [...usd].sort((a, b) => centsOfAmount(a.rate) - centsOfAmount(b.rate))[0];
      if (!rate) {
        throw new CarrierRefusedError(
          wanted
            ? fillTemplate(carrierMessages.noServiceRate, { service: request.serviceCode ?? '' })
            : carrierMessages.noRate,
        );
      }
      let bought = await call('buy', 'POST', `/v2/shipments/${shipment.id}/buy`, {
        rate: { id: rate.id },
      });
      if (!bought.postage_label?.label_pdf_url) {
        bought = await call(
          'label',
          'GET',
          `/v2/shipments/${encodeURIComponent(shipment.id)}/label?file_format=PDF`,
        );
      }
      const pdfUrl = bought.postage_label?.label_pdf_url;
      const trackingNumber = bought.tracking_code;
      if (!pdfUrl || !trackingNumber) throw unavailable('buy', { error: 'no label in the answer' });
      const selected = bought.selected_rate ?? rate;
      return {
        trackingNumber,
        labelPdf: await download(pdfUrl),
        shipmentId: bought.id,
        feeCents: centsOfAmount(selected.rate),
        carrierName: selected.carrier,
        serviceCode: serviceCodeOf(selected),
        trackingUrl: bought.tracker?.public_url ?? null,
      };
    },
    async void(shipmentId) {
      const answer = await call(
        'refund',
        'POST',
        `/v2/shipments/${encodeURIComponent(shipmentId)}/refund`,
      );
      if (answer.refund_status === 'rejected') {
        throw new CarrierRefusedError(carrierMessages.voidRefused);
      }
    },
  };
}
