import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../../lib/public-address.ts';

export type WebhookPost = {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Production: https only, and the connection itself refuses private addresses. */
  publicOnly: boolean;
};

/** The endpoint's answer code, or why there was none (a short text with no secret in it). */
export type WebhookPostResult = { status: number | null; error: string | null };

// What a delivery's failure was, as the delivery log shows it beside an HTTP status: the network
// error named, not a message of the API.
const networkErrorReasons: Record<string, string> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'Connection reset',
  ENOTFOUND: 'Host not found',
  EAI_AGAIN: 'Host not found',
  EHOSTUNREACH: 'Host unreachable',
  ENETUNREACH: 'Network unreachable',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate not trusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'TLS certificate not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate not trusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
  REFUSED_ADDRESS: 'Refused: the host resolves to a private address',
};

/**
 * The name resolved at connection time and every address checked there, so a name that turns to
 * a private address after the endpoint was saved is refused as well (no window between check and
 * connect).
 */
function publicLookup(
  hostname: string,
  options: object,
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address))) {
      const refusal = Object.assign(new Error('refused address'), { code: 'REFUSED_ADDRESS' });
      return callback(refusal, '');
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}

/**
 * POSTs one delivery; never follows a redirect (a 3xx is a failed delivery), never throws. The
 * answer's body is read and dropped; the whole exchange has `timeoutMs`.
 */
export function postWebhook(post: WebhookPost): Promise<WebhookPostResult> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: WebhookPostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    let url: URL;
    try {
      url = new URL(post.url);
    } catch {
      return finish({ status: null, error: 'Invalid URL' });
    }
    const secure = url.protocol === 'https:';
    if (post.publicOnly) {
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (!secure) return finish({ status: null, error: 'Refused: https is required' });
      if (isIP(host) && isPrivateAddress(host)) {
        return finish({ status: null, error: networkErrorReasons.REFUSED_ADDRESS! });
      }
    }
    const send = secure ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      headers: {
        ...post.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(post.body).toString(),
        'user-agent': 'Stitchworks-Webhooks/1',
      },
      ...(post.publicOnly ? { lookup: publicLookup as never } : {}),
    });
    const timer = setTimeout(() => {
      finish({ status: null, error: `Timed out after ${post.timeoutMs / 1000} s` });
      req.destroy();
    }, post.timeoutMs);
    req.on('response', (res) => {
      res.on('data', () => undefined);
      res.on('end', () => finish({ status: res.statusCode ?? null, error: null }));
      res.on('error', () => finish({ status: res.statusCode ?? null, error: null }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? (error.cause as { code?: string } | undefined)?.code ?? '';
      finish({ status: null, error: networkErrorReasons[code] ?? 'Connection failed' });
    });
    req.end(post.body);
  });
}
