import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  AddressRefused,
  guardedLookup,
  literalAddressOf,
  mayConnectTo,
  type Resolver,
} from './address-guard';

// Only the check is tested here: nothing connects to these addresses (the fetch tests connect to
// 127.0.0.1 only).
describe('mayConnectTo', () => {
  it.each([
    ['8.8.8.8'],
    ['142.250.183.14'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2404:6800:4009:80b::200e'],
    ['2a03:2880:f12f:83:face:b00c:0:25de'],
    ['::ffff:8.8.8.8'],
  ])('lets a public address through: %s', (address) => {
    expect(mayConnectTo(address, false)).toBe(true);
    expect(mayConnectTo(address, true)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.10', 'private 192.168/16'],
    ['100.64.0.1', 'carrier-grade NAT 100.64/10'],
    ['100.127.255.255', 'carrier-grade NAT 100.64/10'],
    ['::1', 'IPv6 loopback'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456:789a::1', 'unique-local fc00::/7'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['::ffff:192.168.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'read by ipaddr.js as IPv4-mapped 127.0.0.1'],
  ])('refuses %s (%s) unless private networks are allowed', (address) => {
    expect(mayConnectTo(address, false)).toBe(false);
    expect(mayConnectTo(address, true)).toBe(true);
  });

  it.each([
    ['169.254.169.254', 'link-local: cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['febf:ffff::1', 'IPv6 link-local fe80::/10'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2001:0:a00:1::1', 'Teredo'],
    ['::7f00:1', 'IPv4-compatible (deprecated)'],
    ['fec0::1', 'site-local (deprecated)'],
    ['not an address', 'not an address'],
  ])('refuses %s (%s) whatever the flag', (address) => {
    expect(mayConnectTo(address, false)).toBe(false);
    expect(mayConnectTo(address, true)).toBe(false);
  });
});

describe('literalAddressOf', () => {
  it('reads IP hosts, in IPv4 forms and brackets, and not names', () => {
    expect(literalAddressOf(new URL('http://127.0.0.1:8080/a.ics'))).toBe('127.0.0.1');
    // The URL parser writes other IPv4 forms as dotted quads.
    expect(literalAddressOf(new URL('http://2130706433/'))).toBe('127.0.0.1');
    expect(literalAddressOf(new URL('http://0x7f.1/'))).toBe('127.0.0.1');
    expect(literalAddressOf(new URL('http://[::ffff:a9fe:a9fe]/'))).toBe('::ffff:a9fe:a9fe');
    expect(literalAddressOf(new URL('https://calendar.google.com/x'))).toBeNull();
  });
});

describe('guardedLookup', () => {
  type Answer = {
    error: NodeJS.ErrnoException | null;
    address: string | LookupAddress[];
    family?: number;
  };
  const lookupWith = (
    resolver: Resolver,
    allowPrivate: boolean,
    options: { all?: boolean; family?: number },
  ) =>
    new Promise<Answer>((resolve) => {
      guardedLookup(resolver, allowPrivate)('calendar.test', options, (error, address, family) =>
        resolve({ error, address, family }),
      );
    });
  const answering =
    (...addresses: string[]): Resolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('hands the connection the addresses it checked, one or all', async () => {
    const resolver = answering('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c');
    expect(await lookupWith(resolver, false, {})).toEqual({
      error: null,
      address: '93.184.215.14',
      family: 4,
    });
    expect(await lookupWith(resolver, false, { family: 6 })).toEqual({
      error: null,
      address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c',
      family: 6,
    });
    expect((await lookupWith(resolver, false, { all: true })).address).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
  });

  it('refuses a host when any of its addresses is refused', async () => {
    const mixed = answering('93.184.215.14', '10.0.0.7');
    expect((await lookupWith(mixed, false, { all: true })).error).toBeInstanceOf(AddressRefused);
    expect((await lookupWith(mixed, false, { family: 4 })).error).toBeInstanceOf(AddressRefused);
    expect((await lookupWith(answering('fe80::1'), true, {})).error).toBeInstanceOf(AddressRefused);
    expect((await lookupWith(answering('10.0.0.7'), true, {})).error).toBeNull();
  });

  it('passes on a failed resolution, and an empty one as not found', async () => {
    const notFound: NodeJS.ErrnoException = new Error('queryA ENOTFOUND calendar.test');
    notFound.code = 'ENOTFOUND';
    expect((await lookupWith(() => Promise.reject(notFound), false, {})).error).toBe(notFound);
    expect((await lookupWith(answering(), false, {})).error?.code).toBe('ENOTFOUND');
    expect((await lookupWith(answering('93.184.215.14'), false, { family: 6 })).error?.code).toBe(
      'ENOTFOUND',
    );
  });
});
