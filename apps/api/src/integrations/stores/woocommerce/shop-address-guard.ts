import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../../../lib/public-address.ts';

/**
 * A seller's shop address is fetched by the server, so in production it must not reach our own
 * network: loopback, private, link-local (cloud metadata), carrier-grade NAT, unique-local and
 * unspecified addresses are refused. The check runs on the address each connection is made to
 * (the agents' DNS lookup), so a name that resolves elsewhere later (DNS rebinding) is refused too.
 */

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
