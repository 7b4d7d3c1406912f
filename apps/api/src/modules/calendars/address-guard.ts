import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as systemLookupAsync } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The address guard of calendar imports (docs/decisions/048): an owner's calendar
 * address must not make the server reach its own network (loopback, a private LAN, the cloud's
 * metadata address at 169.254.169.254). The check runs on the addresses a connection is actually
 * made to: the guarded lookup is the connection's own DNS lookup, so a host that changes its
 * answer between a check and the connection (DNS rebinding) cannot pass, and every redirect is
 * a new connection checked again. Ranges come from ipaddr.js, which names the IANA special-use
 * ranges.
 */

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to its addresses; tests pass their own to control the answers. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The operating system's resolver (hosts file, then DNS), as connections use it by default. */
export const systemResolver: Resolver = async (hostname) =>
  (await systemLookupAsync(hostname, { all: true, verbatim: true })).map((found) => ({
    address: found.address,
    family: found.family === 6 ? 6 : 4,
  }));

/**
 * The ranges CALENDAR_IMPORT_ALLOW_PRIVATE=true lets through (the tests' loopback server, a
 * developer's LAN). Link-local (cloud metadata), unspecified, multicast, broadcast and reserved
 * ranges stay refused whatever the flag: no calendar is served from them.
 */
const PRIVATE_RANGES: ReadonlySet<string> = new Set([
  'loopback',
  'private',
  'carrierGradeNat',
  'uniqueLocal',
]);
/** IPv6 global unicast (RFC 4291 2.4): the only IPv6 space a public calendar is served from. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether the import may connect to an IP address: a global unicast address, or one of the
 * private ranges when `allowPrivate`. An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as
 * the IPv4 address it maps; NAT64 (64:ff9b::/96), 6to4 and Teredo addresses, which can lead to
 * any IPv4 address, are refused.
 */
export function mayConnectTo(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (allowPrivate && PRIVATE_RANGES.has(range)) return true;
  if (range !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}

/** A connection refused by the guard: the sentence is CALENDAR_SENTENCES.refusedAddress. */
export class AddressRefused extends Error {
  override name = 'AddressRefused';
  constructor() {
    super('The calendar address leads to an address the import may not connect to');
  }
}

/** The IP address a URL's host is written as (http://[::1]/ → '::1'), or null for a name. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) === 0 ? null : host;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The DNS lookup of a calendar fetch's connections (the `lookup` option of http.request): it
 * resolves with `resolver`, refuses the host when any of its addresses may not be connected to
 * (a host that also resolves to a private address is not a public calendar server), and hands
 * the connection exactly the addresses it checked. Node calls it for host names only: a URL
 * whose host is an IP address is checked with `literalAddressOf` before connecting.
 */
export function guardedLookup(resolver: Resolver, allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolver(hostname).then(
      (found) => {
        const family =
          options.family === 'IPv6' ? 6 : options.family === 'IPv4' ? 4 : options.family;
        const usable = family ? found.filter((entry) => entry.family === family) : found;
        const first = usable[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`No address for ${hostname}`);
          error.code = 'ENOTFOUND';
          callback(error, '');
        } else if (!found.every((entry) => mayConnectTo(entry.address, allowPrivate))) {
          callback(new AddressRefused(), '');
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
