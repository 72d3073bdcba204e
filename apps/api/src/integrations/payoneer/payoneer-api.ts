import { transactionNotes } from '@stitchworks/shared';
import { z } from 'zod';
import type { PayoneerConfig } from '../../config.ts';
import {
  type Payoneer,
  type PayoneerAuthorization,
  PayoneerAuthorizationError,
  type PayoneerCharge,
  PayoneerUnavailableError,
} from './payoneer.ts';

/**
 * Payoneer's published account-charge API: OAuth2 consent on the sign-in host
 * (`/api/v2/oauth2/authorize`, `/token`, `/revoke`, client credentials as HTTP Basic), then on the
 * API host the holder's USD balance (`GET /v4/accounts/{account}/balances`), a debit request to our
 * program (`POST …/balances/{balance}/payments/debit`, keyed by our client_reference_id) and its
 * commit (`PUT /v4/accounts/{account}/payments/{commit_id}`). The account id is the id token's
 * `account_id` claim. Failures without a clear answer are logged without secrets and thrown as
 * PayoneerUnavailableError.
 */

export type PayoneerLogger = { warn: (details: object, message: string) => void };

export const PAYONEER_TIMEOUT_MS = 30_000;
/** A token this close to its end is renewed before use. */
const RENEW_MARGIN_MS = 60_000;

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().nonnegative().optional(),
  refresh_token: z.string().nullable().optional(),
  id_token: z.string().nullable().optional(),
});

const balancesSchema = z.object({
  result: z.object({
    // Payoneer's examples show both `result.items` and `result.balances.items`.
    items: z
      .array(z.object({ id: z.union([z.string(), z.number()]), currency: z.string() }))
      .optional(),
    balances: z
      .object({
        items: z.array(z.object({ id: z.union([z.string(), z.number()]), currency: z.string() })),
      })
      .optional(),
  }),
});

const debitSchema = z.object({ result: z.object({ commit_id: z.string().min(1) }) });
const commitSchema = z.object({
  result: z.object({
    payment_id: z.union([z.string(), z.number()]).optional(),
    status: z.number(),
    status_description: z.string().optional(),
  }),
});
const errorSchema = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
  challenge: z.object({ type: z.string().optional() }).optional(),
});

type Answer = { status: number; body: unknown };

/** The id token's `account_id` claim (the token came straight from Payoneer over TLS). */
function accountIdOf(idToken: string | null | undefined): string {
  const payload = idToken?.split('.')[1];
  if (!payload) throw new PayoneerAuthorizationError(transactionNotes.payoneerNoAccount);
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      account_id?: unknown;
    };
    if (typeof claims.account_id === 'string' || typeof claims.account_id === 'number') {
      return String(claims.account_id);
    }
  } catch {
    // falls through
  }
  throw new PayoneerAuthorizationError(transactionNotes.payoneerNoAccount);
}

/** 12345 → 123.45, in integers so no float rounding creeps into the body. */
const dollarsOf = (cents: number) =>
  Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);

export function createPayoneerApi(
  config: PayoneerConfig,
  options: { log?: PayoneerLogger; timeoutMs?: number; now?: () => number } = {},
): Payoneer {
  const { log, timeoutMs = PAYONEER_TIMEOUT_MS, now = Date.now } = options;
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

  const unavailable = (operation: string, details: Answer | { error: unknown }) => {
    const described =
      'error' in details
        ? { error: details.error instanceof Error ? details.error.message : String(details.error) }
        : { status: details.status, error: errorSchema.safeParse(details.body).data?.error };
    log?.warn({ provider: 'payoneer', operation, ...described }, 'Payoneer request failed');
    return new PayoneerUnavailableError(`Payoneer is unavailable (${operation})`, {
      cause: 'error' in details ? details.error : undefined,
    });
  };

  async function send(
    operation: string,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw unavailable(operation, { error });
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw unavailable(operation, { status: response.status, body: null });
    }
    return { status: response.status, body };
  }

  const tokenCall = (operation: string, body: Record<string, string>) =>
    send(operation, `${config.authUrl}/api/v2/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: basic,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
    });

  const authorizationOf = (
    token: z.infer<typeof tokenSchema>,
    accountId: string,
    previous?: PayoneerAuthorization,
  ): PayoneerAuthorization => ({
    accountId,
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: token.expires_in ? new Date(now() + token.expires_in * 1000) : null,
  });

  async function fresh(authorization: PayoneerAuthorization): Promise<PayoneerAuthorization> {
    const expired =
      authorization.expiresAt !== null &&
      authorization.expiresAt.getTime() - RENEW_MARGIN_MS <= now();
    if (!expired) return authorization;
    if (!authorization.refreshToken) {
      throw new PayoneerAuthorizationError(transactionNotes.payoneerAuthorisationExpired);
    }
    const answer = await tokenCall('refresh token', {
      grant_type: 'refresh_token',
      refresh_token: authorization.refreshToken,
    });
    const token = tokenSchema.safeParse(answer.body);
    if (answer.status === 400 || answer.status === 401) {
      throw new PayoneerAuthorizationError(transactionNotes.payoneerAuthorisationExpired);
    }
    if (answer.status !== 200 || !token.success) throw unavailable('refresh token', answer);
    return authorizationOf(token.data, authorization.accountId, authorization);
  }

  const bearer = (authorization: PayoneerAuthorization) => ({
    authorization: `Bearer ${authorization.accessToken}`,
    accept: 'application/json',
    'content-type': 'application/json',
  });

  const declined = (answer: Answer, authorization: PayoneerAuthorization): PayoneerCharge => {
    const error = errorSchema.safeParse(answer.body).data;
    // Never empty: it is the `why` of the auto-payment notification ('could not be paid: …').
    const reason = error?.challenge
      ? transactionNotes.payoneerAsksToConfirm
      : error?.error_description || error?.error || transactionNotes.payoneerRefused;
    return { status: 'declined', reason, authorization };
  };

  return {
    sandbox: false,
    authorizeUrl: ({ redirectUri, state }) => {
      const query = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: 'read write openid',
        response_type: 'code',
        state,
      });
      return `${config.authUrl}/api/v2/oauth2/authorize?${query.toString()}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const answer = await tokenCall('exchange code', {
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
      });
      if (answer.status === 400 || answer.status === 401) {
        throw new PayoneerAuthorizationError(transactionNotes.payoneerConsentRefused);
      }
      const token = tokenSchema.safeParse(answer.body);
      if (answer.status !== 200 || !token.success) throw unavailable('exchange code', answer);
      return authorizationOf(token.data, accountIdOf(token.data.id_token));
    },

    async charge({ authorization: stored, amountCents, reference, description }) {
      const authorization = await fresh(stored);
      const account = encodeURIComponent(authorization.accountId);
      const balances = await send('balances', `${config.apiUrl}/v4/accounts/${account}/balances`, {
        method: 'GET',
        headers: bearer(authorization),
      });
      if (balances.status === 401)
        throw new PayoneerAuthorizationError(transactionNotes.payoneerAuthorisationRevoked);
      const parsed = balancesSchema.safeParse(balances.body);
      if (balances.status !== 200 || !parsed.success) throw unavailable('balances', balances);
      const items = parsed.data.result.balances?.items ?? parsed.data.result.items ?? [];
      const usd = items.find((item) => item.currency === 'USD');
      if (!usd)
        return {
          status: 'declined',
          reason: transactionNotes.payoneerNoUsdBalance,
          authorization,
        };

      const debit = await send(
        'debit',
        `${config.apiUrl}/v4/accounts/${account}/balances/${encodeURIComponent(String(usd.id))}/payments/debit`,
        {
          method: 'POST',
          headers: bearer(authorization),
          body: JSON.stringify({
            client_reference_id: reference,
            amount: dollarsOf(amountCents),
            currency: 'USD',
            target_amount: true,
            description: description.slice(0, 200),
            to: { type: 'partner', id: config.programId },
          }),
        },
      );
      if (debit.status >= 400 && debit.status < 500) return declined(debit, authorization);
      const request = debitSchema.safeParse(debit.body);
      if (debit.status >= 300 || !request.success) throw unavailable('debit', debit);

      const commit = await send(
        'commit',
        `${config.apiUrl}/v4/accounts/${account}/payments/${encodeURIComponent(request.data.result.commit_id)}`,
        { method: 'PUT', headers: bearer(authorization) },
      );
      if (commit.status >= 400 && commit.status < 500) return declined(commit, authorization);
      const result = commitSchema.safeParse(commit.body);
      if (commit.status >= 300 || !result.success) throw unavailable('commit', commit);
      // 2 completed, 3 cancelled; 0/1 (unknown, in progress) are not money taken yet.
      if (result.data.result.status === 2 && result.data.result.payment_id !== undefined) {
        return {
          status: 'completed',
          paymentId: String(result.data.result.payment_id),
          authorization,
        };
      }
      if (result.data.result.status === 3) {
        return { status: 'declined', reason: transactionNotes.payoneerCancelled, authorization };
      }
      throw unavailable('commit', commit);
    },

    async revoke(authorization) {
      const form = new URLSearchParams({
        token: authorization.accessToken,
        token_type_hint: 'access_token',
      });
      try {
        await send('revoke', `${config.authUrl}/api/v2/oauth2/revoke`, {
          method: 'POST',
          headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
      } catch {
        // Best effort: the token is deleted on our side whatever Payoneer says.
      }
    },
  };
}
