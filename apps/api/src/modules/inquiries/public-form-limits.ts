import { isIPv4, isIPv6 } from 'node:net';
import { CONTACT_MESSAGES, INQUIRY_MESSAGES } from '@studio-hive/domain';
import { AppError } from '../../http/errors';
import type { CounterStore } from '../../http/counter-store';
import { sha256 } from '../auth/one-time-codes';

/*
 * How much one client may send through the public forms (decision 013): PUBLIC_FORMS_PER_HOUR
 * studio inquiries and as many contact messages per client address and hour, counted in the
 * store of the account limits (Redis when REDIS_URL is set, so every API process counts
 * together; decision 003). Each message becomes a row and an e-mail to the team, so the limit is
 * what keeps one sender from filling the team's inbox.
 */

const HOUR = 3600_000;

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

/** Keys carry a hash, never the address itself. */
const key = (form: string, address: string) =>
  `public-form:${form}:${sha256(addressGroup(address)).slice(0, 32)}`;

export type PublicFormLimits = ReturnType<typeof createPublicFormLimits>;

export function createPublicFormLimits(store: CounterStore, perHour: number) {
  const take = async (form: string, address: string, message: string) => {
    if ((await store.increment(key(form, address), HOUR)) > perHour) {
      throw new AppError('RATE_LIMITED', message);
    }
  };
  return {
    /** Before storing a studio inquiry from `address`. */
    studioInquiry: (address: string) => take('studio-inquiry', address, INQUIRY_MESSAGES.tooMany),
    /** Before storing a contact message from `address`. */
    contactMessage: (address: string) => take('contact', address, CONTACT_MESSAGES.tooMany),
  };
}
