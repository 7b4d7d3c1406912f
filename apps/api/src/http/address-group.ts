import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that is counted. An IPv4 address whole (an IPv4-mapped IPv6
 * address is its IPv4 address); an IPv6 address by its /64 network: one home or phone is given
 * a whole /64 and can pick any address in it, so counting single IPv6 addresses would count
 * nothing.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  // A zone ('fe80::1%eth0') names the interface, not the address.
  const [head = '', tail] = address.toLowerCase().replace(/%.*$/, '').split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  // A dotted IPv4 part (only ever at the end) stands for two groups.
  const size = (part: string) =>
    groupsOf(part).reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? groupsOf(head)
      : [
          ...groupsOf(head),
          ...Array<string>(8 - size(head) - size(tail)).fill('0'),
          ...groupsOf(tail),
        ];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
