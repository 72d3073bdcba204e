import type { PayoneerConfig } from '../../src/config.ts';
import { type FakeAnswer, startFakeServer } from './http-server.ts';

export type FakePayoneerDebit = {
  commitId: string;
  accountId: string;
  balanceId: string;
  body: Record<string, unknown>;
  committed: boolean;
};

export type FakePayoneer = {
  config: PayoneerConfig;
  /** One-time consent codes the fake accepts, with the account they belong to. */
  issueCode: (accountId: string) => string;
  debits: FakePayoneerDebit[];
  /** Every request that reached the fake: method, path and the status it was answered. */
  requests: { method: string; path: string; status: number }[];
  /** USD available per account (cents); a debit above it is refused as Payoneer does. */
  balances: Map<string, number>;
  /** The next commit answers an MFA challenge instead of completing. */
  challengeNextCommit: () => void;
  close: () => Promise<void>;
};

const idToken = (accountId: string) =>
  `h.${Buffer.from(JSON.stringify({ account_id: accountId })).toString('base64url')}.s`;

/**
 * Payoneer's account-charge API on 127.0.0.1, answering as the published API does: OAuth2 token
 * (authorization_code and refresh_token, client credentials as HTTP Basic) and revoke on the sign-in
 * host; balances, debit (by client_reference_id, once) and commit on the API host.
 */
export async function startFakePayoneer(): Promise<FakePayoneer> {
  const clientId = 'fake-payoneer-client';
  const clientSecret = 'fake-payoneer-secret';
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>(); // access token → account
  const refreshTokens = new Map<string, string>();
  const debits: FakePayoneerDebit[] = [];
  const requests: FakePayoneer['requests'] = [];
  const balances = new Map<string, number>();
  let challenge = false;
  let next = 0;

  const issueTokens = (accountId: string) => {
    next += 1;
    const access = `access-${next}`;
    const refresh = `refresh-${next}`;
    tokens.set(access, accountId);
    refreshTokens.set(refresh, accountId);
    return {
      token_type: 'Bearer',
      access_token: access,
      expires_in: 2_592_000,
      consented_on: Math.floor(Date.now() / 1000),
      scope: 'read write openid',
      refresh_token: refresh,
      refresh_token_expires_in: 0,
      id_token: idToken(accountId),
      error: null,
      error_description: null,
    };
  };

  const server = await startFakeServer((request, url, raw): FakeAnswer => {
    const answer = ((): FakeAnswer => {
      const path = url.pathname;
      if (path === '/api/v2/oauth2/token' || path === '/api/v2/oauth2/revoke') {
        if (request.headers.authorization !== basic) {
          return {
            status: 401,
            body: { error: 'invalid_client', error_description: 'Bad client' },
          };
        }
        if (path.endsWith('/revoke')) {
          const token = new URLSearchParams(raw.toString()).get('token') ?? '';
          tokens.delete(token);
          return { status: 200, body: {} };
        }
        const body = JSON.parse(raw.toString() || '{}') as Record<string, string>;
        if (body.grant_type === 'authorization_code') {
          const account = codes.get(body.code ?? '');
          if (!account)
            return {
              status: 400,
              body: { error: 'invalid_grant', error_description: 'Invalid code' },
            };
          codes.delete(body.code ?? '');
          return { status: 200, body: issueTokens(account) };
        }
        if (body.grant_type === 'refresh_token') {
          const account = refreshTokens.get(body.refresh_token ?? '');
          if (!account) return { status: 400, body: { error: 'invalid_grant' } };
          return { status: 200, body: issueTokens(account) };
        }
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      }
      const account = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      const match = /^\/v4\/accounts\/([^/]+)(\/.*)$/.exec(path);
      if (!match) return { status: 404, body: { error: 'Not found' } };
      const [, accountId, rest] = match as unknown as [string, string, string];
      if (!account || account !== accountId) {
        return {
          status: 401,
          body: { error: 'Unauthorized', error_description: 'Access token is invalid' },
        };
      }
      if (request.method === 'GET' && rest === '/balances') {
        return {
          status: 200,
          body: {
            result: {
              balances: {
                items: [
                  {
                    id: `${accountId}-EUR`,
                    type: 'BALANCE',
                    currency: 'EUR',
                    available_balance: '0.00',
                  },
                  {
                    id: `${accountId}-USD`,
                    type: 'BALANCE',
                    currency: 'USD',
                    available_balance: ((balances.get(accountId) ?? 0) / 100).toFixed(2),
                  },
                ],
                total: 2,
              },
            },
          },
        };
      }
      const debit = /^\/balances\/([^/]+)\/payments\/debit$/.exec(rest);
      if (request.method === 'POST' && debit) {
        const body = JSON.parse(raw.toString()) as Record<string, unknown>;
        const cents = Math.round(Number(body.amount) * 100);
        if (cents > (balances.get(accountId) ?? 0)) {
          return {
            status: 400,
            body: { error: 'insufficient_funds', error_description: 'Insufficient balance' },
          };
        }
        const existing = debits.find(
          (item) => item.body.client_reference_id === body.client_reference_id,
        );
        const commitId = existing?.commitId ?? `commit-${debits.length + 1}`;
        if (!existing)
          debits.push({
            commitId,
            accountId,
            balanceId: debit[1] as string,
            body,
            committed: false,
          });
        return {
          status: 200,
          body: {
            result: {
              type: 'debit',
              commit_id: commitId,
              client_reference_id: body.client_reference_id,
            },
          },
        };
      }
      const commit = /^\/payments\/([^/]+)$/.exec(rest);
      if (request.method === 'PUT' && commit) {
        const item = debits.find((d) => d.commitId === commit[1] && d.accountId === accountId);
        if (!item) return { status: 404, body: { error: 'not_found' } };
        if (challenge) {
          challenge = false;
          return {
            status: 403,
            body: {
              error: 'challenge_required',
              error_description: 'Challenge authentication required.',
              challenge: { type: 'mfa' },
            },
          };
        }
        if (!item.committed) {
          item.committed = true;
          balances.set(
            accountId,
            (balances.get(accountId) ?? 0) - Math.round(Number(item.body.amount) * 100),
          );
        }
        return {
          status: 200,
          body: {
            result: {
              payment_id: `PAY-${item.commitId}`,
              status: 2,
              status_description: 'completed',
            },
          },
        };
      }
      return { status: 404, body: { error: 'Not found' } };
    })();
    requests.push({ method: request.method ?? '', path: url.pathname, status: answer.status });
    return answer;
  });

  return {
    config: {
      clientId,
      clientSecret,
      programId: '100012345',
      apiUrl: server.url,
      authUrl: server.url,
    },
    issueCode: (accountId) => {
      const code = `code-${accountId}-${codes.size + 1}-${Date.now()}`;
      codes.set(code, accountId);
      return code;
    },
    debits,
    requests,
    balances,
    challengeNextCommit: () => {
      challenge = true;
    },
    close: server.close,
  };
}
