import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../../http/counter-store';
import {
  CODES_PER_PHONE_PER_DAY,
  CODES_PER_PHONE_PER_HOUR,
  createAccountLimits,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_LOCK_MAX_MINUTES,
} from './account-limits';

const SIGNUP_TEXTS_PER_HOUR = 10;

/** A store and limits on a clock the test moves. */
function setup() {
  const clock = { now: Date.parse('2026-11-23T10:00:00Z') };
  const store = createMemoryCounterStore(() => clock.now);
  const limits = createAccountLimits(store, { signupTextsPerHour: SIGNUP_TEXTS_PER_HOUR });
  const advanceMinutes = (minutes: number) => {
    clock.now += minutes * 60_000;
  };
  return { clock, store, limits, advanceMinutes };
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sent',
    (error: Error) => error.message,
  );

describe('codes per phone number', () => {
  it(`allows ${CODES_PER_PHONE_PER_HOUR} an hour and ${CODES_PER_PHONE_PER_DAY} a day; refusals for the hour do not use up the day`, async () => {
    const { limits, advanceMinutes } = setup();
    const sent: string[] = [];
    for (let hour = 0; hour < 5; hour += 1) {
      for (let i = 0; i < CODES_PER_PHONE_PER_HOUR + 2; i += 1) {
        sent.push(await outcome(limits.phoneSend('9876543210', '10.0.0.1')));
      }
      advanceMinutes(61);
    }
    expect(sent.filter((result) => result === 'sent')).toHaveLength(CODES_PER_PHONE_PER_DAY);
    expect(sent.at(-1)).toBe(
      'Too many codes were sent to this phone number today. Please try again tomorrow.',
    );
    expect(sent[CODES_PER_PHONE_PER_HOUR]).toBe(
      'Too many codes were sent to this phone number. Please wait an hour and try again.',
    );
    advanceMinutes(24 * 60);
    expect(await outcome(limits.phoneSend('9876543210', '10.0.0.1'))).toBe('sent');
  });
});

describe('signup texts per client address', () => {
  it(`allows ${SIGNUP_TEXTS_PER_HOUR} an hour from one address (an IPv6 /64), whatever the numbers`, async () => {
    const { limits, advanceMinutes } = setup();
    const phone = (i: number) => `98765${String(i).padStart(5, '0')}`;
    const sent: string[] = [];
    for (let i = 0; i < SIGNUP_TEXTS_PER_HOUR + 1; i += 1) {
      // Every address of one /64 counts as one.
      sent.push(await outcome(limits.phoneSend(phone(i), `2001:db8:1:2::${i + 1}`)));
    }
    expect(sent.filter((result) => result === 'sent')).toHaveLength(SIGNUP_TEXTS_PER_HOUR);
    expect(sent.at(-1)).toBe(
      'Too many sign-ups from your network this hour. Please wait an hour and try again.',
    );
    // Another network has its own; the next hour the first has again.
    expect(await outcome(limits.phoneSend(phone(100), '2001:db8:1:3::1'))).toBe('sent');
    advanceMinutes(61);
    expect(await outcome(limits.phoneSend(phone(101), '2001:db8:1:2::99'))).toBe('sent');
  });
});

describe('sign-in pauses', () => {
  it(`grow from 1 minute and never exceed ${LOGIN_LOCK_MAX_MINUTES}`, async () => {
    const { limits, clock } = setup();
    const pauses: (number | null)[] = [];
    for (let round = 0; round < 8; round += 1) {
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i += 1) {
        const minutes = await limits.loginFailed('a@example.com', new Date(clock.now));
        if (minutes !== null) pauses.push(minutes);
      }
    }
    expect(pauses).toEqual([1, 2, 4, 8, 15, 15, 15, 15]);
  });

  it('leave a known address alone and end with the pause', async () => {
    const { limits, clock, advanceMinutes } = setup();
    await limits.loginSucceeded('a@example.com', '10.0.0.1');
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i += 1) {
      await limits.loginFailed('a@example.com', new Date(clock.now));
    }
    expect(await limits.loginPausedFor('a@example.com', '10.0.0.9', new Date(clock.now))).toBe(
      60_000,
    );
    expect(await limits.loginPausedFor('a@example.com', '10.0.0.1', new Date(clock.now))).toBe(0);
    advanceMinutes(1);
    expect(await limits.loginPausedFor('a@example.com', '10.0.0.9', new Date(clock.now))).toBe(0);
  });
});

describe('the in-process store', () => {
  it('keeps every live count however many other keys are written', async () => {
    const { store } = setup();
    await store.increment('victim', 3600_000);
    await store.increment('victim', 3600_000);
    for (let i = 0; i < 20_000; i += 1) await store.increment(`other-${i}`, 3600_000);
    expect(await store.get('victim')).toBe(2);
  });

  it('forgets a count when its window ends', async () => {
    const { store, advanceMinutes } = setup();
    await store.increment('key', 60_000);
    advanceMinutes(1);
    expect(await store.get('key')).toBe(0);
    expect(await store.increment('key', 60_000)).toBe(1);
  });
});
