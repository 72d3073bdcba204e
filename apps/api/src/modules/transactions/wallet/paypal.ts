import { fillTemplate, transactionNotes } from '@stitchworks/shared';
import { z } from 'zod';
import type { PayPalConfig } from '../../../config.ts';
import { type Wallet, type WalletCapture, WalletUnavailableError } from './wallet.ts';

/**
 * The online wallet on PayPal's REST API (Orders v2): an OAuth client-credentials token, cached
 * until shortly before it expires and renewed once on a 401; orders opened and captured with a
 * PayPal-Request-Id derived from our transaction, so a retried call never opens two orders. A
 * capture carries none (PayPal may replay a stored 'not approved yet' for a reused id); capturing
 * twice is answered ORDER_ALREADY_CAPTURED, and the order then tells what was taken. Every
 * failure to get a clear answer (network, timeout, 5xx, refused credentials, an answer we cannot
 * read) is logged without secrets and thrown as WalletUnavailableError.
 */

/** Where PayPal's failures are reported (pino's signature); never handed a secret or a token. */
export type WalletLogger = { warn: (details: object, message: string) => void };

export type PayPalWalletOptions = {
  log?: WalletLogger;
  /** Limit for each call to PayPal, the token's included. */
  timeoutMs?: number;
  /** The clock (milliseconds), for tests of the token's expiry. */
  now?: () => number;
};

export const PAYPAL_TIMEOUT_MS = 15_000;
/** A token is renewed this long before PayPal says it expires (at most half its lifetime). */
const TOKEN_RENEWAL_MARGIN_MS = 5 * 60 * 1000;

/** 20000 → '200.00', in integers so no float rounding can creep in. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`Invalid amount in cents: ${cents}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '200.00' → 20000 and '4.35' → 435 exactly (not 434.99…); null when it is not such an amount. */
export function parseAmountCents(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const createdOrderSchema = z.object({
  id: z.string().min(1),
  links: z.array(z.object({ rel: z.string(), href: z.string() })).default([]),
});

const captureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
  status_details: z.object({ reason: z.string() }).partial().optional(),
});

const orderSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  purchase_units: z
    .array(
      z.object({
        payments: z.object({ captures: z.array(captureSchema).default([]) }).optional(),
      }),
    )
    .default([]),
});

const errorSchema = z.object({
  name: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

type Answer = { status: number; body: unknown };

/** PayPal's error name and first issue ('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED'), if any. */
function errorOf(body: unknown): { name?: string; issue?: string; debugId?: string } {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return {};
  return {
    name: parsed.data.name,
    issue: parsed.data.details?.[0]?.issue,
    debugId: parsed.data.debug_id,
  };
}

const isHttpUrl = (value: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export function createPayPalWallet(
  config: PayPalConfig,
  options: PayPalWalletOptions = {},
): Wallet {
  const { log, timeoutMs = PAYPAL_TIMEOUT_MS, now = Date.now } = options;
  const basicAuth = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  /** Logs what went wrong (status, PayPal's error name and debug id: never a header or body). */
  const unavailable = (operation: string, details: Answer | { error: unknown }) => {
    const described =
      'error' in details
        ? { error: details.error instanceof Error ? details.error.message : String(details.error) }
        : { status: details.status, ...errorOf(details.body) };
    log?.warn({ wallet: 'paypal', operation, ...described }, 'PayPal request failed');
    const reason = 'status' in described ? `status ${described.status}` : described.error;
    return new WalletUnavailableError(`PayPal is unavailable (${operation}: ${reason})`, {
      cause: 'error' in details ? details.error : undefined,
    });
  };

  /** One HTTP call; only a network failure or the timeout throws. */
  async function send(
    operation: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> {
    try {
      const response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      throw unavailable(operation, { error });
    }
  }

  async function requestToken(): Promise<string> {
    const answer = await send(
      'token',
      'POST',
      '/v1/oauth2/token',
      { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const parsed = tokenSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw unavailable('token', answer);
    const lifetimeMs = parsed.data.expires_in * 1000;
    token = {
      value: parsed.data.access_token,
      renewAt: now() + lifetimeMs - Math.min(TOKEN_RENEWAL_MARGIN_MS, lifetimeMs / 2),
    };
    return token.value;
  }

  /** The cached token while it is fresh; concurrent callers share one request for a new one. */
  function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** A call with the bearer token; on a 401 the token is renewed and the call sent once more. */
  async function api(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    request: { requestId?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const call = async (bearer: string) =>
      send(
        operation,
        method,
        path,
        {
          authorization: `Bearer ${bearer}`,
          ...(request.body === undefined
            ? {}
            : { 'content-type': 'application/json', prefer: 'return=representation' }),
          ...(request.requestId ? { 'paypal-request-id': request.requestId } : {}),
        },
        request.body === undefined ? undefined : JSON.stringify(request.body),
      );
    const used = await accessToken();
    const answer = await call(used);
    if (answer.status !== 401) return answer;
    if (token?.value === used) token = undefined;
    const retried = await call(await accessToken());
    if (retried.status === 401) throw unavailable(operation, retried);
    return retried;
  }

  /** Maps the order's capture; an order without a readable capture is an unexpected answer. */
  function captureOf(operation: string, answer: Answer): WalletCapture {
    const order = orderSchema.safeParse(answer.body);
    const captures = order.success
      ? order.data.purchase_units.flatMap((unit) => unit.payments?.captures ?? [])
      : [];
    const capture = captures.find((one) => one.status === 'COMPLETED') ?? captures[0];
    if (!capture) throw unavailable(operation, answer);
    const reason = capture.status_details?.reason;
    switch (capture.status) {
      case 'COMPLETED': {
        const amountCents = capture.amount ? parseAmountCents(capture.amount.value) : null;
        if (capture.amount && amountCents === null) throw unavailable(operation, answer);
        return {
          status: 'completed',
          captureId: capture.id,
          amountCents,
          currency: capture.amount?.currency_code ?? null,
        };
      }
      case 'PENDING':
        return { status: 'pending' };
      case 'DECLINED':
      case 'FAILED':
      // Money already sent back to the payer cannot become credit.
      case 'REFUNDED':
      case 'PARTIALLY_REFUNDED': {
        const status = capture.status.toLowerCase();
        return {
          status: 'declined',
          reason: reason
            ? fillTemplate(transactionNotes.paypalCaptureEndedBecause, { status, reason })
            : fillTemplate(transactionNotes.paypalCaptureEnded, { status }),
        };
      }
      default:
        throw unavailable(operation, answer);
    }
  }

  return {
    provider: 'paypal',
    sandbox: false,

    async createOrder({ transactionId, amountCents, returnUrl, cancelUrl, description }) {
      const answer = await api('create order', 'POST', '/v2/checkout/orders', {
        requestId: `deposit-${transactionId}`,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: `transaction-${transactionId}`,
              custom_id: String(transactionId),
              description: description ?? 'Stitchworks credit top-up',
              amount: { currency_code: 'USD', value: formatAmount(amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: returnUrl,
                cancel_url: cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                brand_name: 'Stitchworks',
              },
            },
          },
        },
      });
      const order = createdOrderSchema.safeParse(answer.body);
      const link =
        order.data?.links.find((one) => one.rel === 'payer-action') ??
        order.data?.links.find((one) => one.rel === 'approve');
      if (![200, 201].includes(answer.status) || !order.data || !link || !isHttpUrl(link.href)) {
        throw unavailable('create order', answer);
      }
      return { providerOrderId: order.data.id, approveUrl: link.href };
    },

    async resumeUrl({ providerOrderId, returnUrl }) {
      const answer = await api(
        'get order',
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`,
      );
      if (answer.status === 404) return null;
      const order = createdOrderSchema
        .extend({ status: z.string().optional() })
        .safeParse(answer.body);
      if (answer.status !== 200 || !order.success) throw unavailable('get order', answer);
      if (order.data.status === 'APPROVED') return returnUrl;
      if (order.data.status !== 'CREATED' && order.data.status !== 'PAYER_ACTION_REQUIRED')
        return null;
      const link =
        order.data.links.find((one) => one.rel === 'payer-action') ??
        order.data.links.find((one) => one.rel === 'approve');
      return link && isHttpUrl(link.href) ? link.href : null;
    },

    async captureOrder({ providerOrderId }) {
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`;
      const answer = await api('capture', 'POST', `${orderPath}/capture`, { body: {} });
      if (answer.status === 200 || answer.status === 201) return captureOf('capture', answer);
      const { name, issue } = errorOf(answer.body);
      if (answer.status === 422) {
        if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') {
          return { status: 'not_approved' };
        }
        if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED') {
          return {
            status: 'declined',
            reason: fillTemplate(transactionNotes.paypalRefused, { issue }),
          };
        }
        if (issue === 'ORDER_ALREADY_CAPTURED') {
          // Captured by an earlier call whose answer we lost: read the capture it made.
          const order = await api('get order', 'GET', orderPath);
          if (order.status !== 200) throw unavailable('get order', order);
          return captureOf('get order', order);
        }
      }
      if (answer.status === 404 && name === 'RESOURCE_NOT_FOUND') {
        return { status: 'declined', reason: transactionNotes.paypalUnknownOrder };
      }
      throw unavailable('capture', answer);
    },
  };
}
