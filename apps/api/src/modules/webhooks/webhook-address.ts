import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookMessages } from '@stitchworks/shared';
import { AppError } from '../../lib/app-error.ts';

/**
 * Addresses a webhook may not reach in production: the machine itself, the private networks the
 * servers sit in, link-local (cloud metadata services answer there), and the unroutable ranges.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a production webhook must not reach (IPv4-mapped IPv6 read as IPv4). */
export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) return refused.check(address, 'ipv6');
  return true;
}

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
  if (addresses.some(isRefusedAddress)) {
    throw new AppError('BAD_REQUEST', webhookMessages.privateAddress);
  }
}

async function resolveAll(host: string): Promise<string[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}
