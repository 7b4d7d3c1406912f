import { addressGroup } from '../../http/address-group';
import { AppError } from '../../http/errors';
import type { CounterStore } from '../../http/counter-store';
import { sha256 } from '../auth/one-time-codes';

/*
 * Limits per e-mail, per phone number and per account, on top of the per-address limits of each
 * route (decision 003). They live in the counter store: Redis when REDIS_URL is set, so they hold
 * across API processes. Unknown and known e-mails count alike, so the limits reveal nothing.
 */

const HOUR = 3600_000;
const MINUTE = 60_000;

/**
 * Codes sent to one e-mail from one client address. Counted per address so that a stranger who
 * asks for someone else's codes uses up their own allowance, not the owner's (decision 003).
 */
export const CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR = 5;
/**
 * Codes sent to one e-mail from all addresses together: a ceiling on mail to one person and on
 * fresh reset codes to guess (each is void after 5 wrong tries, so at most 50 guesses an hour).
 */
export const CODE_SENDS_PER_EMAIL_PER_HOUR = 10;
/** Code checks for one e-mail from one address. */
export const CODE_CHECKS_PER_EMAIL_AND_ADDRESS_PER_HOUR = 15;
/** Signup SMS to one phone number, whatever the e-mail or address (SMS pumping, hole 1). */
export const CODES_PER_PHONE_PER_HOUR = 3;
export const CODES_PER_PHONE_PER_DAY = 10;

/** Wrong passwords for one account (from any addresses) before sign-ins pause (hole 3). */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
const LOGIN_FAILURE_WINDOW = 15 * MINUTE;
/** The first pause; each further one within a day doubles, up to LOGIN_LOCK_MAX_MINUTES. */
export const LOGIN_LOCK_FIRST_MINUTES = 1;
export const LOGIN_LOCK_MAX_MINUTES = 15;
const LOGIN_LOCK_LEVEL_WINDOW = 24 * HOUR;
/** An address that signed in to an account stays exempt from its pauses this long. */
const KNOWN_ADDRESS_TTL = 30 * 24 * HOUR;
/** At most one "sign-ins paused" notification per account and hour, so pauses cannot flood a mailbox. */
const LOCK_NOTIFICATION_WINDOW = HOUR;

const SENDS_MESSAGE =
  'Too many codes were requested for this email. Please wait an hour and try again.';
const CHECKS_MESSAGE = 'Too many attempts for this email. Please wait an hour and try again.';
const PHONE_HOUR_MESSAGE =
  'Too many codes were sent to this phone number. Please wait an hour and try again.';
const ADDRESS_TEXTS_MESSAGE =
  'Too many sign-ups from your network this hour. Please wait an hour and try again.';
const PHONE_DAY_MESSAGE =
  'Too many codes were sent to this phone number today. Please try again tomorrow.';

const limited = (message: string) => new AppError('RATE_LIMITED', message);

/** Keys carry a hash, never the e-mail or number itself. */
const id = (value: string) => sha256(value).slice(0, 32);

export type AccountLimits = ReturnType<typeof createAccountLimits>;

export function createAccountLimits(
  store: CounterStore,
  /**
   * Signup codes texted for one client address (an IPv6 /64) an hour: the per-phone limits do
   * nothing against a sender who gives a new number each time, and each text is paid for.
   */
  { signupTextsPerHour }: { signupTextsPerHour: number },
) {
  return {
    /** Before sending codes to `email` (signup, forgot-password). */
    async codeSend(email: string, address: string) {
      const own = await store.increment(`sends:${id(email)}:${id(address)}`, HOUR);
      if (own > CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR) throw limited(SENDS_MESSAGE);
      const all = await store.increment(`sends:${id(email)}`, HOUR);
      if (all > CODE_SENDS_PER_EMAIL_PER_HOUR) throw limited(SENDS_MESSAGE);
    },

    /** Before checking codes for `email` (verify-otp, verify-password-otp). */
    async codeCheck(email: string, address: string) {
      const own = await store.increment(`checks:${id(email)}:${id(address)}`, HOUR);
      if (own > CODE_CHECKS_PER_EMAIL_AND_ADDRESS_PER_HOUR) throw limited(CHECKS_MESSAGE);
    },

    /** Before texting a code to `phone` (10 digits) for a client at `address`. */
    async phoneSend(phone: string, address: string) {
      const fromAddress = await store.increment(`sms-address:${id(addressGroup(address))}`, HOUR);
      if (fromAddress > signupTextsPerHour) throw limited(ADDRESS_TEXTS_MESSAGE);
      const dayKey = `sms-day:${id(phone)}`;
      // A day used up says so (not "wait an hour"); a refusal for the hour does not use up the day.
      if ((await store.get(dayKey)) >= CODES_PER_PHONE_PER_DAY) throw limited(PHONE_DAY_MESSAGE);
      const hour = await store.increment(`sms-hour:${id(phone)}`, HOUR);
      if (hour > CODES_PER_PHONE_PER_HOUR) throw limited(PHONE_HOUR_MESSAGE);
      const day = await store.increment(dayKey, 24 * HOUR);
      if (day > CODES_PER_PHONE_PER_DAY) throw limited(PHONE_DAY_MESSAGE);
    },

    /**
     * Milliseconds until sign-ins to `email` resume for this address (0: not paused). An address
     * that signed in to the account before is never paused, so the owner at home or at work is
     * not locked out by a stranger's guessing.
     */
    async loginPausedFor(email: string, address: string, now: Date): Promise<number> {
      const until = await store.get(`login-lock:${id(email)}`);
      if (until <= now.getTime()) return 0;
      if ((await store.get(`login-known:${id(email)}:${id(address)}`)) > 0) return 0;
      return until - now.getTime();
    },

    /**
     * Counts a wrong password for `email`. The LOGIN_FAILURES_BEFORE_LOCK-th pauses sign-ins
     * (from unknown addresses) for 1, 2, 4... minutes, at most LOGIN_LOCK_MAX_MINUTES; returns the
     * pause's minutes when this failure started one (the caller then tells the owner).
     */
    async loginFailed(email: string, now: Date): Promise<number | null> {
      const failures = await store.increment(`login-fail:${id(email)}`, LOGIN_FAILURE_WINDOW);
      if (failures < LOGIN_FAILURES_BEFORE_LOCK) return null;
      // Only the request that reached the threshold pauses; the count starts again after it.
      if (failures > LOGIN_FAILURES_BEFORE_LOCK) return null;
      await store.delete(`login-fail:${id(email)}`);
      const level = await store.increment(`login-lock-level:${id(email)}`, LOGIN_LOCK_LEVEL_WINDOW);
      const minutes = Math.min(
        LOGIN_LOCK_FIRST_MINUTES * 2 ** Math.min(level - 1, 10),
        LOGIN_LOCK_MAX_MINUTES,
      );
      await store.set(
        `login-lock:${id(email)}`,
        now.getTime() + minutes * MINUTE,
        minutes * MINUTE,
      );
      return minutes;
    },

    /** Whether to send the "sign-ins paused" notification now (once an hour per account). */
    async lockNotificationDue(email: string): Promise<boolean> {
      return (
        (await store.increment(`lock-notification:${id(email)}`, LOCK_NOTIFICATION_WINDOW)) === 1
      );
    },

    /** A right password: failures start over and this address is known to the account. */
    async loginSucceeded(email: string, address: string) {
      await store.delete(`login-fail:${id(email)}`);
      await store.set(`login-known:${id(email)}:${id(address)}`, 1, KNOWN_ADDRESS_TTL);
    },

    /** A password reset proves the mailbox: any pause and its escalation end. */
    async passwordReset(email: string) {
      await store.delete(`login-fail:${id(email)}`);
      await store.delete(`login-lock:${id(email)}`);
      await store.delete(`login-lock-level:${id(email)}`);
    },
  };
}

/** The sentence for a paused sign-in, with the minutes left (rounded up). */
export function loginPausedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
  return `Too many failed sign-in attempts for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`;
}
