import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What the built-in sandbox platforms (Etsy, Amazon) share: an in-process HTTP handler served as a
 * `fetch`, so each real adapter runs unchanged against its sandbox, and self-describing signed
 * tokens, so a restart of the API leaves sandbox stores connected without a table of tokens.
 */

export type SandboxRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  body: string;
};

export type SandboxAnswer = { status: number; headers?: Record<string, string>; body: unknown };

export type SandboxHandler = (request: SandboxRequest) => SandboxAnswer;

/** A `fetch` that answers from the handler; a URL outside `origins` is never reached. */
export function sandboxFetch(handle: SandboxHandler): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const original = input instanceof Request ? input : null;
    const url = new URL(original ? original.url : String(input));
    const headers = new Headers(init?.headers ?? original?.headers);
    const body =
      init?.body !== undefined && init.body !== null
        ? await new Response(init.body).text()
        : original
          ? await original.text()
          : '';
    const answer = handle({
      method: (init?.method ?? original?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(headers),
      body,
    });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...answer.headers },
    });
  }) as typeof fetch;
}

export type SignedClaims = Record<string, unknown> & { kind: string; exp: number | null };

/** A token holding its claims, signed for `purpose` with `secret`: `{prefix}{payload}.{sig}`. */
export function signClaims(
  secret: string,
  purpose: string,
  prefix: string,
  claims: SignedClaims,
): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, nonce: randomBytes(6).toString('hex') }),
  ).toString('base64url');
  const sig = createHmac('sha256', secret)
    .update(`${purpose}:${claims.kind}:${payload}`)
    .digest('base64url');
  return `${prefix}${payload}.${sig}`;
}

/** The claims of a token of `kind` signed by `signClaims`, unexpired at `now`; else null. */
export function readClaims<T extends SignedClaims>(
  secret: string,
  purpose: string,
  prefix: string,
  kind: string,
  token: string | null | undefined,
  now: number,
): T | null {
  if (!token?.startsWith(prefix)) return null;
  const [payload, sig] = token.slice(prefix.length).split('.');
  if (!payload || !sig) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = createHmac('sha256', secret).update(`${purpose}:${kind}:${payload}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
    if (claims.kind !== kind) return null;
    if (claims.exp !== null && claims.exp <= now) return null;
    return claims;
  } catch {
    return null;
  }
}

/** Form fields of an `application/x-www-form-urlencoded` body (or a JSON one). */
export function formOf(body: string, contentType: string | undefined): Record<string, string> {
  if (contentType?.includes('application/json')) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(parsed).map(([key, value]) => [key, value == null ? '' : String(value)]),
      );
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/** Splits a full name into first and last as the order book wants them. */
export function splitName(name: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  if (parts.length === 1) return { firstName: parts[0] as string, lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) as string };
}

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
