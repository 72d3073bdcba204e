import { BlockList, isIP } from 'node:net';

/**
 * Addresses the server must not reach on a seller's behalf in production (a shop it fetches, a
 * webhook it posts to): the machine itself, the private networks the servers sit in, link-local
 * (cloud metadata services answer there), carrier-grade NAT, NAT64, multicast and the unroutable
 * ranges.
 */
const privateNetworks = new BlockList();
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
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is private (an IPv4 address written as IPv6, ::ffff:a.b.c.d, read as IPv4); anything not an IP address counts as private. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateNetworks.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 4) return privateNetworks.check(address, 'ipv4');
  if (family === 6) return privateNetworks.check(address, 'ipv6');
  return true;
}
