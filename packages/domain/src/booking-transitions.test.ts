import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, booking, HOUR, instants, lifecycleBooking, sessions } from './booking-arbitraries';
import {
  BOOKING_SOURCES,
  BOOKING_STATES,
  HOLDING_STATES,
  type BookingSource,
  type BookingState,
} from './booking-states';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  bookingSpan,
  cancellableUntil,
  customerDeadline,
  decisionDueAt,
} from './booking-lifecycle';
import {
  allowedTransitions,
  appliesTo,
  BOOKING_ACTIONS,
  BOOKING_TRANSITIONS,
  currentState,
  EXPIRING_STATES,
  freesHours,
  holdsHours,
  newBookingTransition,
  TRANSITION_NAMES,
  transitionFor,
  transitionNotice,
  type BookingTransition,
  type BookingAction,
  type BookingParty,
  type TransitionBooking,
} from './booking-transitions';

/** A party's call as the API answers it, without the transition's name. */
const call =
  (action: BookingAction, side: BookingParty) => (candidate: TransitionBooking, now: Date) => {
    const answer = transitionFor(action, side, candidate, now);
    return answer.ok ? { ok: true } : answer;
  };
const customerMayCancel = call('cancel', 'customer');
const customerMayReschedule = call('reschedule', 'customer');
const ownerMayCancel = call('cancel', 'owner');
const ownerMayAccept = call('accept', 'owner');
const ownerMayMarkNoShow = call('no-show', 'owner');

describe('cancellation and rescheduling by the customer', () => {
  it('are allowed until the studio’s window before the start, never online with a window of 0', () => {
    fc.assert(
      fc.property(sessions, instants, (b, now) => {
        const candidate = lifecycleBooking(b);
        const until = cancellableUntil(bookingSpan(candidate).start, b.cancellationHours);
        const expected = until !== null && now < until;
        expect(customerMayCancel(candidate, now).ok).toBe(expected);
        expect(customerMayReschedule(candidate, now).ok).toBe(expected);
        if (until) expect(until.getTime()).toBeLessThan(bookingSpan(candidate).start.getTime());
        expect(until === null).toBe(b.cancellationHours === 0);
      }),
    );
  });

  it('refuses after the deadline with the sentence customers see', () => {
    // 24 hours before 10:00 IST on 1 Dec is 04:30 UTC on 30 Nov.
    expect(customerMayCancel(booking, at('2026-11-30T04:29:59Z'))).toEqual({ ok: true });
    expect(customerMayCancel(booking, at('2026-11-30T04:30:00Z'))).toEqual({
      ok: false,
      status: 409,
      message: 'This booking can no longer be cancelled online. Please contact the studio.',
    });
    expect(customerMayReschedule(booking, at('2026-11-30T04:30:00Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.tooLateToReschedule,
    });
  });

  it('lets a customer withdraw an open request until its start, and reschedule only confirmed bookings', () => {
    const due = at('2026-11-30T10:00:00Z');
    const request = { ...booking, state: 'requested' as const, decisionDueAt: due };
    expect(customerMayCancel(request, at('2026-11-30T09:00:00Z'))).toEqual({ ok: true });
    expect(customerMayReschedule(request, at('2026-11-30T09:00:00Z')).ok).toBe(false);
    // Expired by then: nothing left to withdraw.
    expect(customerMayCancel(request, at('2026-11-30T11:00:00Z')).ok).toBe(false);
    for (const state of ['declined', 'expired', 'cancelled', 'no_show'] as const) {
      expect(customerMayCancel({ ...booking, state }, at('2026-11-01T00:00:00Z')).ok).toBe(false);
    }
  });
});

describe('a booking as a response states it', () => {
  it('gets the same answers from its stated deadline as from the studio’s window', () => {
    const states = fc.constantFrom(...BOOKING_STATES);
    fc.assert(
      fc.property(sessions, states, instants, instants, (b, state, due, now) => {
        const candidate = lifecycleBooking(b, state, state === 'requested' ? due : null);
        const responded = { ...candidate, cancellableUntil: customerDeadline(candidate) };
        expect(customerMayCancel(responded, now)).toEqual(customerMayCancel(candidate, now));
        expect(customerMayReschedule(responded, now)).toEqual(
          customerMayReschedule(candidate, now),
        );
      }),
    );
  });
});

describe('the owner', () => {
  it('cancels a confirmed booking until its start, never after', () => {
    expect(ownerMayCancel(booking, at('2026-12-01T04:29:59Z')).ok).toBe(true);
    expect(ownerMayCancel(booking, at('2026-12-01T04:30:00Z'))).toMatchObject({
      ok: false,
      message: BOOKING_LIFECYCLE_MESSAGES.startedAlready,
    });
  });

  it('decides a request until 24 hours after it or its start, whichever is first', () => {
    fc.assert(
      fc.property(sessions, instants, instants, (b, requestedAt, now) => {
        const start = bookingSpan(lifecycleBooking(b)).start;
        const due = decisionDueAt(requestedAt, start);
        expect(due.getTime()).toBeLessThanOrEqual(start.getTime());
        expect(due.getTime()).toBeLessThanOrEqual(requestedAt.getTime() + 24 * HOUR);
        const request = lifecycleBooking(b, 'requested', due);
        const open = now < due;
        expect(ownerMayAccept(request, now).ok).toBe(open);
        expect(currentState(request, now)).toBe(open ? 'requested' : 'expired');
      }),
    );
    expect(ownerMayAccept(booking, at('2026-11-01T00:00:00Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.notRequested,
    });
  });

  it('marks a no-show from the end of the booking until 7 days after', () => {
    fc.assert(
      fc.property(sessions, instants, (b, now) => {
        const candidate = lifecycleBooking(b);
        const { end } = bookingSpan(candidate);
        const expected = now >= end && now.getTime() < end.getTime() + 7 * 24 * HOUR;
        expect(ownerMayMarkNoShow(candidate, now).ok).toBe(expected);
      }),
    );
    expect(ownerMayMarkNoShow(booking, at('2026-12-01T06:29:59Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.noShowTooEarly,
    });
    expect(ownerMayMarkNoShow(booking, at('2026-12-08T06:30:00Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.noShowTooLate,
    });
  });
});

describe('the transition table', () => {
  /** The transitions of a booking of `source`. */
  const ofSource = (source: BookingSource) =>
    TRANSITION_NAMES.filter((name) => appliesTo(name, source));

  /**
   * The states a booking of `source` can be in: from its new-booking transitions, through the
   * transitions that apply to it.
   */
  function reachableStates(source: BookingSource): Set<BookingState> {
    const names = ofSource(source);
    const reached = new Set<BookingState>(
      names
        .filter((name) => BOOKING_TRANSITIONS[name].from.length === 0)
        .map((name) => BOOKING_TRANSITIONS[name].to),
    );
    for (let grew = true; grew;) {
      grew = false;
      for (const name of names) {
        const { from, to } = BOOKING_TRANSITIONS[name];
        if (from.some((state) => reached.has(state)) && !reached.has(to)) {
          reached.add(to);
          grew = true;
        }
      }
    }
    return reached;
  }

  it('reaches every stored state, and each transition starts from a reachable one', () => {
    expect([...reachableStates('online')].sort()).toEqual([...BOOKING_STATES].sort());
    // An offline booking is confirmed when recorded, and can only be cancelled or missed.
    expect([...reachableStates('offline')].sort()).toEqual(['cancelled', 'confirmed', 'no_show']);
    for (const source of BOOKING_SOURCES) {
      const reached = reachableStates(source);
      for (const name of ofSource(source)) {
        const { from } = BOOKING_TRANSITIONS[name];
        expect(from.length === 0 || from.some((state) => reached.has(state)), name).toBe(true);
      }
    }
  });

  it('makes a booking of each source by its own transitions: online by a customer, offline by the owner', () => {
    const made = (source: BookingSource) =>
      ofSource(source).filter((name) => BOOKING_TRANSITIONS[name].from.length === 0);
    expect(made('online').sort()).toEqual(['askDeposit', 'confirm', 'request']);
    expect(made('offline')).toEqual(['recordOffline']);
    expect(BOOKING_TRANSITIONS.recordOffline).toMatchObject({ by: 'owner', to: 'confirmed' });
    for (const name of TRANSITION_NAMES) {
      expect(BOOKING_TRANSITIONS[name].sources.length, name).toBeGreaterThan(0);
    }
  });

  it('gives every party’s call a refusal for each state it does not start from', () => {
    for (const name of TRANSITION_NAMES) {
      const transition: BookingTransition = BOOKING_TRANSITIONS[name];
      expect(transition.action !== null, name).toBe(
        transition.by !== 'system' && transition.from.length > 0,
      );
      if (transition.action === null) continue;
      expect(transition.notFrom, name).toBeTruthy();
      if (transition.opensAt) expect(transition.tooEarly, name).toBeTruthy();
      if (transition.closesAt) expect(transition.tooLate, name).toBeTruthy();
      // The transitions of one call and side refuse a booking in another state alike.
      const sameCall = TRANSITION_NAMES.map(
        (other): BookingTransition => BOOKING_TRANSITIONS[other],
      ).filter((other) => other.action === transition.action && other.by === transition.by);
      expect(new Set(sameCall.map((other) => other.notFrom)).size, name).toBe(1);
    }
  });

  it('frees the hours exactly when a booking leaves the states that hold them', () => {
    expect(TRANSITION_NAMES.filter(freesHours).sort()).toEqual(
      [
        'cancelByCustomer',
        'cancelByOwner',
        'cancelOffline',
        'cancelWithStudio',
        'decline',
        'expire',
        'markNoShow',
        'rejectDeposit',
        'reschedule',
        'withdraw',
      ].sort(),
    );
    expect(HOLDING_STATES.every(holdsHours)).toBe(true);
  });

  it('starts a booking as the studio takes them', () => {
    expect(BOOKING_TRANSITIONS[newBookingTransition('request')].to).toBe('requested');
    expect(BOOKING_TRANSITIONS[newBookingTransition('instant')].to).toBe('confirmed');
    // A deposit asked of this booking holds it for the deposit, whichever the mode.
    for (const mode of ['instant', 'request'] as const) {
      expect(BOOKING_TRANSITIONS[newBookingTransition(mode, 500)].to).toBe('awaiting_deposit');
      expect(BOOKING_TRANSITIONS[newBookingTransition(mode, 0)].to).not.toBe('awaiting_deposit');
    }
  });

  const steps = fc.array(
    fc.record({
      action: fc.constantFrom(...BOOKING_ACTIONS),
      side: fc.constantFrom<BookingParty>('customer', 'owner'),
      /** How far the clock moves before the call: minutes to days. */
      after: fc.integer({ min: 0, max: 4 * 24 * 60 }),
    }),
    { maxLength: 8 },
  );

  it('takes any sequence of calls by either side at any time only along the table', () => {
    fc.assert(
      fc.property(
        sessions,
        fc.constantFrom('request', 'instant', 'offline' as const),
        instants,
        steps,
        (s, how, madeAt, calls) => {
          const source: BookingSource = how === 'offline' ? 'offline' : 'online';
          const reachable = reachableStates(source);
          let now = madeAt;
          const start =
            lifecycleBooking(s).hours.length > 0 ? bookingSpan(lifecycleBooking(s)).start : now;
          const made =
            BOOKING_TRANSITIONS[how === 'offline' ? 'recordOffline' : newBookingTransition(how)].to;
          let current = lifecycleBooking(
            s,
            made,
            made === 'requested' ? decisionDueAt(now, start) : null,
            source,
          );
          for (const step of calls) {
            now = new Date(now.getTime() + step.after * 60_000);
            const allowedNow = allowedTransitions(current, step.side, now);
            const answer = transitionFor(step.action, step.side, current, now);
            const ofCall = allowedNow.filter(
              (name) => BOOKING_TRANSITIONS[name].action === step.action,
            );
            // The screens' buttons and the API's answer agree.
            expect(answer.ok ? [answer.transition] : []).toEqual(ofCall);
            if (!answer.ok) continue;
            const transition: BookingTransition = BOOKING_TRANSITIONS[answer.transition];
            expect(transition.from).toContain(currentState(current, now));
            expect(transition.sources).toContain(source);
            current = { ...current, state: transition.to };
            expect(reachable.has(current.state)).toBe(true);
          }
          expect(reachable.has(currentState(current, now))).toBe(true);
        },
      ),
    );
  });

  it('expires a request at its deadline as the expire row says, and nothing else', () => {
    fc.assert(
      fc.property(
        sessions,
        fc.constantFrom(...BOOKING_STATES),
        instants,
        instants,
        (s, state, due, now) => {
          const candidate = lifecycleBooking(s, state, due);
          const expired = EXPIRING_STATES.includes(state) && now >= due;
          expect(currentState(candidate, now)).toBe(
            expired ? BOOKING_TRANSITIONS.expire.to : state,
          );
        },
      ),
    );
  });
});

describe('an offline booking (decision 049)', () => {
  const offline = { ...booking, source: 'offline' as const };
  const early = at('2026-11-01T00:00:00Z');

  it('is cancelled by its owner until it ends, with no reason asked and nobody told', () => {
    expect(transitionFor('cancel', 'owner', offline, early)).toEqual({
      ok: true,
      transition: 'cancelOffline',
    });
    expect(BOOKING_TRANSITIONS.cancelOffline).not.toHaveProperty('reason');
    // 10:00-12:00 IST on 1 Dec: begun at 04:30 UTC, ended at 06:30 UTC.
    expect(transitionFor('cancel', 'owner', offline, at('2026-12-01T05:00:00Z')).ok).toBe(true);
    expect(transitionFor('cancel', 'owner', offline, at('2026-12-01T06:30:00Z'))).toEqual({
      ok: false,
      status: 409,
      message: BOOKING_LIFECYCLE_MESSAGES.endedAlready,
    });
    // An online booking's owner still gives a reason, and only before the start.
    expect(transitionFor('cancel', 'owner', booking, early)).toEqual({
      ok: true,
      transition: 'cancelByOwner',
    });
  });

  it('takes none of the customer’s transitions, and no decision on a request', () => {
    const states = fc.constantFrom(...BOOKING_STATES);
    fc.assert(
      fc.property(sessions, states, instants, (b, state, now) => {
        const candidate = lifecycleBooking(b, state, null, 'offline');
        expect(allowedTransitions(candidate, 'customer', now)).toEqual([]);
        const owners = allowedTransitions(candidate, 'owner', now);
        expect(owners.every((name) => appliesTo(name, 'offline'))).toBe(true);
        for (const action of ['accept', 'decline'] as const) {
          expect(transitionFor(action, 'owner', candidate, now)).toMatchObject({
            ok: false,
            status: 409,
          });
        }
      }),
    );
    for (const name of [
      'withdraw',
      'cancelByCustomer',
      'reschedule',
      'accept',
      'decline',
    ] as const) {
      expect(appliesTo(name, 'offline'), name).toBe(false);
    }
  });

  it('is marked a no-show by its owner in the same window as any booking', () => {
    expect(transitionFor('no-show', 'owner', offline, at('2026-12-01T06:30:00Z'))).toEqual({
      ok: true,
      transition: 'markNoShow',
    });
  });

  it('sends nothing, whatever happens to it; an online booking’s transitions tell the other side', () => {
    for (const name of TRANSITION_NAMES) {
      expect(transitionNotice(name, 'offline'), name).toBeNull();
      if (appliesTo(name, 'online')) {
        expect(transitionNotice(name, 'online'), name).toBe(BOOKING_TRANSITIONS[name].notice);
        expect(transitionNotice(name, 'online'), name).not.toBeNull();
      }
    }
  });

  it('has no customer deadline in its responses', () => {
    expect(customerDeadline(offline)).toBeNull();
    expect(customerDeadline(booking)).not.toBeNull();
  });
});
