import { CONTACT_MESSAGES, INQUIRY_MESSAGES } from '@studio-hive/domain';
import { addressGroup } from '../../http/address-group';
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
