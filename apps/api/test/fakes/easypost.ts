import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import type { EasyPostConfig } from '../../src/config.ts';

/**
 * A local fake of EasyPost's REST API v2 on 127.0.0.1: Basic auth with the API key as the user,
 * `POST /v2/shipments` (answers a Shipment with USPS and UPS Rates), `POST /v2/shipments/{id}/buy`
 * {rate: {id}} (tracking_code, selected_rate, PostageLabel with label_pdf_url, Tracker),
 * `GET /v2/shipments/{id}/label?file_format=PDF`, `POST /v2/shipments/{id}/refund`, and the label
 * PDFs themselves. Errors have EasyPost's shape: {error: {code, message, errors}}.
 */
export type FakeEasyPostShipment = {
  id: string;
  body: Record<string, unknown>;
  rates: FakeRate[];
  boughtRateId: string | null;
  trackingCode: string | null;
  refundStatus: string | null;
};
type FakeRate = { id: string; carrier: string; service: string; rate: string };

export type FakeEasyPost = {
  config: EasyPostConfig;
  shipments: Map<string, FakeEasyPostShipment>;
  requests: { method: string; path: string; status: number }[];
  /** The next API call answers this status (401: bad key; 422: an address EasyPost refuses). */
  failNext: (status: number) => void;
  /** Buys answer without label_pdf_url (the client must ask for the PDF conversion). */
  pngLabelsOnly: (value: boolean) => void;
  close: () => Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

async function labelPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([288, 432]);
  page.drawText('EASYPOST TEST LABEL', { x: 20, y: 400, size: 14 });
  return doc.save();
}

export async function startFakeEasyPost(): Promise<FakeEasyPost> {
  const apiKey = `EZTK${randomBytes(12).toString('hex')}`;
  const shipments = new Map<string, FakeEasyPostShipment>();
  const requests: FakeEasyPost['requests'] = [];
  let failures: number[] = [];
  let pngOnly = false;
  const pdf = await labelPdf();
  let base = '';

  const error = (status: number, code: string, message: string, field?: string) => ({
    status,
    body: {
      error: { code, message, errors: field ? [{ field, message: `${field} is invalid` }] : [] },
    },
  });

  const shipmentJson = (shipment: FakeEasyPostShipment) => {
    const bought = shipment.rates.find((rate) => rate.id === shipment.boughtRateId) ?? null;
    const rateJson = (rate: FakeRate) => ({
      id: rate.id,
      object: 'Rate',
      mode: 'test',
      service: rate.service,
      carrier: rate.carrier,
      rate: rate.rate,
      currency: 'USD',
      retail_rate: rate.rate,
      delivery_days: 3,
      shipment_id: shipment.id,
      carrier_account_id: 'ca_fake',
    });
    return {
      id: shipment.id,
      object: 'Shipment',
      mode: 'test',
      reference: shipment.body.reference ?? null,
      to_address: { object: 'Address', ...(shipment.body.to_address as object) },
      from_address: { object: 'Address', ...(shipment.body.from_address as object) },
      parcel: { id: id('prcl'), object: 'Parcel', ...(shipment.body.parcel as object) },
      options: shipment.body.options ?? {},
      rates: shipment.rates.map(rateJson),
      selected_rate: bought ? rateJson(bought) : null,
      postage_label: bought
        ? {
            id: id('pl'),
            object: 'PostageLabel',
            label_file_type: pngOnly && !shipment.refundStatus ? 'image/png' : 'application/pdf',
            label_size: '4x6',
            label_url: `${base}/labels/${shipment.id}.png`,
            label_pdf_url: pngOnly ? null : `${base}/labels/${shipment.id}.pdf`,
          }
        : null,
      tracking_code: shipment.trackingCode,
      tracker: shipment.trackingCode
        ? {
            id: id('trk'),
            object: 'Tracker',
            tracking_code: shipment.trackingCode,
            public_url: `https://track.easypost.com/${shipment.trackingCode}`,
          }
        : null,
      refund_status: shipment.refundStatus,
      messages: [],
    };
  };

  async function answer(request: IncomingMessage, url: URL, body: Buffer) {
    const { pathname } = url;
    if (request.method === 'GET' && pathname.startsWith('/labels/') && pathname.endsWith('.pdf')) {
      return { status: 200, raw: pdf };
    }
    const expected = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return error(401, 'APIKEY.INACTIVE', 'This api key is no longer active.');
    }
    const failure = failures.shift();
    if (failure === 401) return error(401, 'APIKEY.INACTIVE', 'This api key is no longer active.');
    if (failure === 422) {
      return error(422, 'ADDRESS.VERIFY.FAILURE', 'Unable to verify address.', 'street1');
    }
    if (failure) return error(failure, 'INTERNAL_SERVER_ERROR', 'Something went wrong.');
    const json = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
    if (request.method === 'POST' && pathname === '/v2/shipments') {
      const input = json.shipment as Record<string, unknown> | undefined;
      if (!input?.to_address || !input.from_address || !input.parcel) {
        return error(422, 'PARAMETER.REQUIRED', 'Missing required parameter.', 'shipment');
      }
      const shipment: FakeEasyPostShipment = {
        id: id('shp'),
        body: input,
        rates: [
          { id: id('rate'), carrier: 'USPS', service: 'GroundAdvantage', rate: '5.93' },
          { id: id('rate'), carrier: 'USPS', service: 'Priority', rate: '9.35' },
          { id: id('rate'), carrier: 'UPS', service: 'Ground', rate: '11.07' },
        ],
        boughtRateId: null,
        trackingCode: null,
        refundStatus: null,
      };
      shipments.set(shipment.id, shipment);
      return { status: 201, body: shipmentJson(shipment) };
    }
    const match = /^\/v2\/shipments\/([^/]+)(?:\/(buy|label|refund))?$/.exec(pathname);
    const shipment = match ? shipments.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !shipment)
      return error(404, 'NOT_FOUND', 'The requested resource could not be found.');
    if (request.method === 'POST' && match[2] === 'buy') {
      if (shipment.boughtRateId)
        return error(422, 'SHIPMENT.POSTAGE.EXISTS', 'Postage already exists for this shipment.');
      const rateId = (json.rate as { id?: string } | undefined)?.id;
      if (!shipment.rates.some((rate) => rate.id === rateId)) {
        return error(422, 'SHIPMENT.RATE.INVALID', 'Rate not found.', 'rate');
      }
      shipment.boughtRateId = rateId as string;
      shipment.trackingCode = `9400${String(Date.now()).slice(-10)}${String(shipments.size).padStart(8, '0')}`;
      return { status: 200, body: shipmentJson(shipment) };
    }
    if (request.method === 'GET' && match[2] === 'label') {
      if (url.searchParams.get('file_format')?.toUpperCase() !== 'PDF') {
        return error(422, 'SHIPMENT.LABEL.FORMAT', 'Unsupported file format.', 'file_format');
      }
      const wasPng = pngOnly;
      pngOnly = false;
      const converted = shipmentJson(shipment);
      pngOnly = wasPng;
      return { status: 200, body: converted };
    }
    if (request.method === 'POST' && match[2] === 'refund') {
      if (!shipment.boughtRateId)
        return error(422, 'SHIPMENT.REFUND.UNAVAILABLE', 'Shipment has no postage.');
      shipment.refundStatus = 'submitted';
      return { status: 200, body: shipmentJson(shipment) };
    }
    if (request.method === 'GET' && !match[2]) return { status: 200, body: shipmentJson(shipment) };
    return error(404, 'NOT_FOUND', 'The requested resource could not be found.');
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let result: { status: number; body?: unknown; raw?: Uint8Array };
      try {
        result = await answer(request, url, Buffer.concat(chunks));
      } catch (caught) {
        result = { status: 500, body: { error: { code: 'INTERNAL', message: String(caught) } } };
      }
      requests.push({ method: request.method ?? '', path: url.pathname, status: result.status });
      if (result.raw) {
        response.writeHead(result.status, { 'content-type': 'application/pdf' });
        response.end(Buffer.from(result.raw));
        return;
      }
      response.writeHead(result.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    config: {
      apiKey,
      apiUrl: base,
      services: ['USPS:GroundAdvantage', 'USPS:Priority', 'UPS:Ground'],
    },
    shipments,
    requests,
    failNext: (status) => failures.push(status),
    pngLabelsOnly: (value) => {
      pngOnly = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        failures = [];
        server.closeAllConnections();
        server.close((caught) => (caught ? reject(caught) : resolve()));
      }),
  };
}
