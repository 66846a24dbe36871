import { lookup, type LookupAddress } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Networks a webhook never reaches: private, shared, link-local, documentation, multicast, reserved. */
const unreachable = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  unreachable.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  unreachable.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function plainAddress(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export type AddressVerdict = 'public' | 'loopback' | 'private';

export function addressKind(address: string): AddressVerdict {
  const plain = plainAddress(address);
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(plain, family)) return 'loopback';
  if (unreachable.check(plain, family)) return 'private';
  return 'public';
}

export const addressAllowed = (address: string, allowLoopback: boolean) => {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
};

export class RefusedAddressError extends Error {
  constructor(readonly reason: 'private' | 'unresolved' | 'scheme') {
    super(`webhook address refused (${reason})`);
  }
}

/** The host of a URL as `lookup` and `isIP` take it (an IPv6 literal without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Whether a webhook may be sent to `url`: https (http only where loopback is allowed, for
 * development), and every address its host resolves to public, or loopback where allowed.
 */
export async function checkWebhookUrl(url: URL, allowLoopback: boolean) {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowLoopback))
    throw new RefusedAddressError('scheme');
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookupAll(host, { all: true })).map((each) => each.address);
    } catch {
      throw new RefusedAddressError('unresolved');
    }
  }
  if (addresses.length === 0) throw new RefusedAddressError('unresolved');
  if (!addresses.every((address) => addressAllowed(address, allowLoopback)))
    throw new RefusedAddressError('private');
}

/**
 * A `lookup` for the request itself that refuses what `checkWebhookUrl` refuses: the address
 * connected to is the one checked, so a host that resolves elsewhere after the check (DNS
 * rebinding) is still refused.
 */
export const guardedLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, []);
      if (!addresses.every((each) => addressAllowed(each.address, allowLoopback)))
        return callback(new RefusedAddressError('private'), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new RefusedAddressError('unresolved'), []);
      callback(null, first.address, first.family);
    });
  };

export const literalHostOf = (url: URL) => {
  const host = hostOf(url);
  return isIP(host) ? host : null;
};
