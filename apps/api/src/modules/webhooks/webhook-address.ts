import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookMessages } from '@stitchworks/shared';
import { AppError } from '../../lib/app-error.ts';
import { isPrivateAddress } from '../../lib/public-address.ts';

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * In production an endpoint must be https and reach only public addresses: every address its
 * name resolves to is checked (a name that points one record inside is refused). Outside
 * production anything goes, so a receiver on 127.0.0.1 can be used while building one.
 */
export async function assertEndpointAddress(
  raw: string,
  production: boolean,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_REQUEST', webhookMessages.invalidUrl);
  }
  if (!production) return;
  if (url.protocol !== 'https:') throw new AppError('BAD_REQUEST', webhookMessages.httpsRequired);
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new AppError('BAD_REQUEST', webhookMessages.unresolvable);
    }
  }
  if (addresses.length === 0) throw new AppError('BAD_REQUEST', webhookMessages.unresolvable);
  if (addresses.some(isPrivateAddress)) {
    throw new AppError('BAD_REQUEST', webhookMessages.privateAddress);
  }
}

async function resolveAll(host: string): Promise<string[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}
