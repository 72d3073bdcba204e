import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * A seller's shop address is fetched by the server, so in production it must not reach our own
 * network: loopback, private, link-local (cloud metadata), carrier-grade NAT, unique-local and
 * unspecified addresses are refused. The check runs on the address each connection is made to
 * (the agents' DNS lookup), so a name that resolves elsewhere later (DNS rebinding) is refused too.
 */

const blocked = new BlockList();
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
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a shop may not be reached at in production. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as IPv4.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return blocked.check(mapped, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export class PrivateShopAddressError extends Error {
  constructor(readonly hostname: string) {
    super(`The shop's address ${hostname} is not on the public internet`);
    this.name = 'PrivateShopAddressError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that answers an error instead of a private address. */
function guardedLookup(hostname: string, options: object, callback: LookupCallback) {
  dnsLookup(hostname, { ...options }, ((
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => {
    if (error) return callback(error, address, family);
    const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      return callback(new PrivateShopAddressError(hostname), address, family);
    }
    callback(null, address, family);
  }) as never);
}

/** HTTP(S) agents whose connections refuse private addresses. */
export function guardedAgents() {
  return {
    httpAgent: new HttpAgent({ keepAlive: true, lookup: guardedLookup as never }),
    httpsAgent: new HttpsAgent({ keepAlive: true, lookup: guardedLookup as never }),
  };
}

/**
 * Checks a shop URL before it is stored (a clear refusal on the form): a literal private IP, or a
 * name that resolves to one. The agents check again on every connection.
 */
export async function assertPublicShopHost(hostname: string): Promise<void> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (isPrivateAddress(bare)) throw new PrivateShopAddressError(hostname);
    return;
  }
  if (/^localhost$|\.localhost$|\.local$|\.internal$/i.test(bare)) {
    throw new PrivateShopAddressError(hostname);
  }
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(bare, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  // A name that does not resolve now is refused by the connection later, with its own error.
  if (addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw new PrivateShopAddressError(hostname);
  }
}
