import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, INQUIRY_MESSAGES } from '@studio-hive/domain';
import { createMemoryCounterStore } from '../../http/counter-store';
import { createPublicFormLimits } from './public-form-limits';

/** A store and limits of `perHour` on a clock the test moves. */
function setup(perHour: number) {
  const clock = { now: Date.parse('2026-11-23T10:00:00Z') };
  const limits = createPublicFormLimits(
    createMemoryCounterStore(() => clock.now),
    perHour,
  );
  return { limits, advanceMinutes: (minutes: number) => (clock.now += minutes * 60_000) };
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: Error) => error.message,
  );

describe('createPublicFormLimits', () => {
  it('allows the configured number per address and hour, each form on its own', async () => {
    const { limits, advanceMinutes } = setup(2);
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await outcome(limits.studioInquiry('10.0.0.1')));
    expect(outcomes).toEqual(['ok', 'ok', INQUIRY_MESSAGES.tooMany]);
    // Another address, and the other form of the same address, have their own counts.
    expect(await outcome(limits.studioInquiry('10.0.0.2'))).toBe('ok');
    expect(await outcome(limits.contactMessage('10.0.0.1'))).toBe('ok');
    expect(await outcome(limits.contactMessage('10.0.0.1'))).toBe('ok');
    expect(await outcome(limits.contactMessage('10.0.0.1'))).toBe(CONTACT_MESSAGES.tooMany);

    advanceMinutes(61);
    expect(await outcome(limits.studioInquiry('10.0.0.1'))).toBe('ok');
    expect(await outcome(limits.contactMessage('10.0.0.1'))).toBe('ok');
  });

  it('refuses with RATE_LIMITED', async () => {
    const { limits } = setup(1);
    await limits.contactMessage('2001:db8::1');
    await expect(limits.contactMessage('2001:db8::2')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });
  });
});
