import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PayPalConfig } from '../../src/config.ts';
import { type FakeAnswer, startFakeServer } from './http-server.ts';

type Amount = { currency_code: string; value: string };

export type FakePayPalCapture = {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  amount: Amount;
};

export type FakePayPalOrder = {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  /** The purchase unit as the client sent it (reference_id, custom_id, description, amount). */
  purchaseUnit: Record<string, unknown> & { amount: Amount };
  /** payment_source.paypal.experience_context as the client sent it. */
  experienceContext: Record<string, unknown>;
  capture?: FakePayPalCapture;
};

export type FakePayPalRequest = {
  method: string;
  path: string;
  /** The PayPal-Request-Id header, when sent. */
  requestId: string | undefined;
  status: number;
};

export type FakePayPal = {
  /** Pass as PAYPAL_API_URL. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** `config.paypal` pointing at this fake. */
  config: PayPalConfig;
  orders: Map<string, FakePayPalOrder>;
  /** Every request that reached the fake, in order, with the status it was answered. */
  requests: FakePayPalRequest[];
  /** The payer approves the order on PayPal's page. */
  approve: (orderId: string) => void;
  /** The next capture is held for review (PENDING) or refused (DECLINED) instead of completing. */
  nextCapture: (status: 'PENDING' | 'DECLINED') => void;
  /** The next `count` API calls (not the token's) answer this status: 500/503, or 401. */
  failNext: (status: number, count?: number) => void;
  /** Every access token issued so far stops working (as when PayPal expires it early). */
  revokeTokens: () => void;
  /** The next request of any kind is answered only after `ms`. */
  delayNext: (ms: number) => void;
  /** PayPal keeps request ids for a while only: forget them, so a retry is a new request. */
  forgetRequestIds: () => void;
  close: () => Promise<void>;
};

const randomId = (length: number) =>
  randomBytes(length).toString('hex').toUpperCase().slice(0, length);

function paypalError(status: number, name: string, message: string, issue?: string): FakeAnswer {
  return {
    status,
    body: {
      name,
      message,
      debug_id: randomBytes(6).toString('hex'),
      details: issue ? [{ issue, description: `${issue.toLowerCase().replaceAll('_', ' ')}` }] : [],
      links: [],
    },
  };
}

const authenticationFailure = () =>
  paypalError(
    401,
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  );

const invalidRequest = (issue: string) =>
  paypalError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect.',
    issue,
  );

const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value);

/** Reads a create-order body the way PayPal validates it; a string names the first problem. */
function readCreateOrder(body: unknown): string | Omit<FakePayPalOrder, 'id' | 'status'> {
  const order = body as {
    intent?: unknown;
    purchase_units?: { amount?: { currency_code?: unknown; value?: unknown } }[];
    payment_source?: { paypal?: { experience_context?: Record<string, unknown> } };
  };
  if (order?.intent !== 'CAPTURE') return 'INVALID_PARAMETER_VALUE';
  const units = order.purchase_units;
  if (!Array.isArray(units) || units.length !== 1) return 'MISSING_REQUIRED_PARAMETER';
  const amount = units[0]?.amount;
  if (typeof amount?.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) {
    return 'INVALID_CURRENCY_CODE';
  }
  if (typeof amount.value !== 'string' || !/^\d{1,10}(\.\d{2})?$/.test(amount.value)) {
    return 'DECIMAL_PRECISION';
  }
  const context = order.payment_source?.paypal?.experience_context ?? {};
  if (!isUrl(context.return_url) || !isUrl(context.cancel_url)) return 'INVALID_PARAMETER_SYNTAX';
  return {
    purchaseUnit: units[0] as FakePayPalOrder['purchaseUnit'],
    experienceContext: context,
  };
}

/**
 * PayPal's REST API as the wallet uses it, on 127.0.0.1: the client-credentials token (HTTP Basic),
 * then create, capture and read orders (Bearer). PayPal-Request-Id is honoured like PayPal: a
 * repeated successful call answers the order as it now is instead of acting again. Orders need
 * `approve(id)` before they capture, as the payer's approval on PayPal's page.
 */
export async function startFakePayPal(
  options: { clientId?: string; clientSecret?: string; tokenLifetimeSeconds?: number } = {},
): Promise<FakePayPal> {
  const clientId = options.clientId ?? 'fake-paypal-client-id';
  const clientSecret = options.clientSecret ?? 'fake-paypal-client-secret';
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakePayPalOrder>();
  const requests: FakePayPalRequest[] = [];
  /** Successful calls by PayPal-Request-Id: the order they acted on and the status answered. */
  const seenRequestIds = new Map<string, { orderId: string; status: number }>();
  let failures: { status: number; count: number } | undefined;
  let captureStatus: FakePayPalCapture['status'] | undefined;
  let delayMs = 0;
  let apiUrl = '';

  const orderBody = (order: FakePayPalOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    payment_source: { paypal: {} },
    purchase_units: [
      {
        ...order.purchaseUnit,
        ...(order.capture
          ? {
              payments: {
                captures: [
                  {
                    ...order.capture,
                    final_capture: true,
                    ...(order.capture.status === 'PENDING'
                      ? { status_details: { reason: 'PENDING_REVIEW' } }
                      : {}),
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${apiUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${apiUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const issueToken = (request: IncomingMessage, body: Buffer): FakeAnswer => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    const form = new URLSearchParams(body.toString());
    if (
      !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ||
      form.get('grant_type') !== 'client_credentials'
    ) {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: tokenLifetimeSeconds,
        nonce: randomBytes(8).toString('hex'),
      },
    };
  };

  const createOrder = (body: unknown): FakeAnswer => {
    const read = readCreateOrder(body);
    if (typeof read === 'string') return invalidRequest(read);
    const order: FakePayPalOrder = { id: randomId(17), status: 'PAYER_ACTION_REQUIRED', ...read };
    orders.set(order.id, order);
    return { status: 200, body: orderBody(order) };
  };

  const captureOrder = (order: FakePayPalOrder): FakeAnswer => {
    if (order.status === 'COMPLETED') {
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
        'ORDER_ALREADY_CAPTURED',
      );
    }
    if (order.status !== 'APPROVED') {
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
        'ORDER_NOT_APPROVED',
      );
    }
    order.capture = {
      id: randomId(17),
      status: captureStatus ?? 'COMPLETED',
      amount: { ...order.purchaseUnit.amount },
    };
    captureStatus = undefined;
    order.status = 'COMPLETED';
    return { status: 201, body: orderBody(order) };
  };

  const answer = (request: IncomingMessage, url: URL, body: Buffer): FakeAnswer => {
    const method = request.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/v1/oauth2/token') return issueToken(request, body);
    if (!url.pathname.startsWith('/v2/checkout/orders')) {
      return paypalError(404, 'NOT_FOUND', 'The specified resource does not exist.');
    }
    if (failures && failures.count > 0) {
      failures.count -= 1;
      return failures.status === 401
        ? authenticationFailure()
        : paypalError(
            failures.status,
            'INTERNAL_SERVER_ERROR',
            'An internal server error occurred.',
          );
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if ((tokens.get(bearer) ?? 0) < Date.now()) return authenticationFailure();

    const requestId = request.headers['paypal-request-id'];
    const idempotencyKey =
      typeof requestId === 'string' && method === 'POST' ? `${url.pathname} ${requestId}` : '';
    const seen = seenRequestIds.get(idempotencyKey);
    const seenOrder = seen && orders.get(seen.orderId);
    if (seen && seenOrder) return { status: seen.status, body: orderBody(seenOrder) };

    let parsed: unknown;
    if (method === 'POST') {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        return paypalError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The media type is not supported.');
      }
      try {
        parsed = JSON.parse(body.toString() || 'null');
      } catch {
        return invalidRequest('MALFORMED_REQUEST_JSON');
      }
    }
    const [, orderId, action] = /^\/v2\/checkout\/orders(?:\/([^/]+))?(?:\/(capture))?$/.exec(
      url.pathname,
    ) ?? [undefined, undefined, undefined];
    let result: FakeAnswer;
    if (method === 'POST' && url.pathname === '/v2/checkout/orders') {
      result = createOrder(parsed);
    } else {
      const order = orderId ? orders.get(decodeURIComponent(orderId)) : undefined;
      if (!order || (method === 'GET') === Boolean(action)) {
        return paypalError(
          404,
          'RESOURCE_NOT_FOUND',
          'The specified resource does not exist.',
          'INVALID_RESOURCE_ID',
        );
      }
      result = method === 'GET' ? { status: 200, body: orderBody(order) } : captureOrder(order);
    }
    const actedOn = (result.body as { id?: string }).id;
    if (idempotencyKey && result.status < 300 && actedOn) {
      seenRequestIds.set(idempotencyKey, { orderId: actedOn, status: result.status });
    }
    return result;
  };

  const server = await startFakeServer(async (request, url, body) => {
    if (delayMs > 0) {
      const wait = delayMs;
      delayMs = 0;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const result = answer(request, url, body);
    const requestId = request.headers['paypal-request-id'];
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      status: result.status,
    });
    return result;
  });
  apiUrl = server.url;

  return {
    apiUrl,
    clientId,
    clientSecret,
    config: { clientId, clientSecret, apiUrl },
    orders,
    requests,
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The fake PayPal has no order ${orderId}`);
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    },
    nextCapture: (status) => {
      captureStatus = status;
    },
    failNext: (status, count = 1) => {
      failures = { status, count };
    },
    revokeTokens: () => tokens.clear(),
    delayNext: (ms) => {
      delayMs = ms;
    },
    forgetRequestIds: () => seenRequestIds.clear(),
    close: server.close,
  };
}
