import type { BookingMode, BookingSource, BookingState } from './booking-states';
import { HOLDING_STATES } from './booking-states';
import { DEPOSIT_MESSAGES } from './deposits';
import {
  BOOKING_LIFECYCLE_MESSAGES as MESSAGES,
  bookingSpan,
  customerDeadline,
  noShowWindowEnd,
  type LifecycleBooking,
  type LifecycleCheck,
  type RespondedBooking,
} from './booking-lifecycle';

/**
 * Every change of a booking's state as one table (decision 045): who takes it, through which
 * call, of which bookings (online, offline or both), from which states to which, from and until
 * when (`now` passed in), whether the party gives a reason, and which notice the other side gets.
 * The API applies a transition only as this table allows it (`transitionFor`), the screens show a
 * booking's buttons from `allowedTransitions`, and a request's expiry (`currentState`) is read
 * from the `expire` row. Whether a transition frees the booking's hours follows from its states
 * (`freesHours`).
 */

/** Who takes a transition: a party of the booking, or the product itself (expiry, deleting a studio). */
export type BookingParty = 'customer' | 'owner';
export type TransitionActor = BookingParty | 'system';

/** The calls of POST /booking/:id/{action}; a call may stand for several transitions (cancel). */
export const BOOKING_ACTIONS = [
  'cancel',
  'reschedule',
  'accept',
  'decline',
  'no-show',
  'deposit',
  'deposit/confirm',
  'deposit/reject',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** What the other side is told, by e-mail and SMS (the API's notices are named alike). */
export type BookingNotice =
  | 'requested'
  | 'confirmed'
  | 'accepted'
  | 'declined'
  | 'expired'
  | 'cancelled'
  /** Cancelled because its studio is deleted: the customer is sent back to the listing. */
  | 'cancelledWithStudio'
  | 'rescheduled'
  | 'noShow'
  | 'depositAsked'
  | 'depositReported'
  | 'depositConfirmed'
  | 'depositRejected';

/** What a transition's rules read of a booking: as stored (with the studio's window) or as a response states it. */
export type TransitionBooking = LifecycleBooking | RespondedBooking;

export type BookingTransition = {
  by: TransitionActor;
  /**
   * The bookings it applies to (decision 049): an online booking's customer acts on it through
   * their account; an offline booking has no customer account, so only its owner and the product
   * act on it.
   */
  sources: readonly BookingSource[];
  /** The call a party makes to take it; none for a new booking and the system's transitions. */
  action: BookingAction | null;
  /** The states it starts from (as of `now`); none: it makes a new booking. */
  from: readonly BookingState[];
  to: BookingState;
  /** The refusal when the booking is in none of `from`. */
  notFrom?: string;
  /** From when it may be taken, and the refusal before that. */
  opensAt?: (booking: TransitionBooking) => Date;
  tooEarly?: string;
  /** Until when it may be taken (null: not online at all), and the refusal from then on. */
  closesAt?: (booking: TransitionBooking) => Date | null;
  tooLate?: string;
  /** Whether the party gives a reason, which the other side is sent. */
  reason?: 'required' | 'optional';
  /** It moves the booking to other hours: its own step frees the old ones and takes the new. */
  takesNewHours?: true;
  /** What the other side is told; null: nobody (`transitionNotice` says it for a booking). */
  notice: BookingNotice | null;
};

/** The customer's deadline: as a response stated it, or from the studio's window. */
function customerDeadlineOf(booking: TransitionBooking): Date | null {
  return 'cancellableUntil' in booking ? booking.cancellableUntil : customerDeadline(booking);
}
const sessionStart = (booking: TransitionBooking) => bookingSpan(booking).start;
const sessionEnd = (booking: TransitionBooking) => bookingSpan(booking).end;
const ONLINE = ['online'] as const satisfies readonly BookingSource[];
const OFFLINE = ['offline'] as const satisfies readonly BookingSource[];
const EITHER = ['online', 'offline'] as const satisfies readonly BookingSource[];
/**
 * A request's deadline (or a deposit's: `payBy`, later once the customer reports paying) is set
 * when it is made; the start bounds it in any case.
 */
const decisionDeadline = (booking: TransitionBooking) =>
  booking.decisionDueAt ?? sessionStart(booking);

export const BOOKING_TRANSITIONS = {
  /** A booking at a studio that takes bookings on request. */
  request: {
    by: 'customer',
    sources: ONLINE,
    action: null,
    from: [],
    to: 'requested',
    notice: 'requested',
  },
  /** A booking at a studio that takes bookings at once. */
  confirm: {
    by: 'customer',
    sources: ONLINE,
    action: null,
    from: [],
    to: 'confirmed',
    notice: 'confirmed',
  },
  /**
   * A booking at a studio that asks a deposit (whichever its mode): it holds its hours until the
   * owner confirms the deposit, and the customer is sent the payment link.
   */
  askDeposit: {
    by: 'customer',
    sources: ONLINE,
    action: null,
    from: [],
    to: 'awaiting_deposit',
    notice: 'depositAsked',
  },
  /**
   * The customer reports paying, with their UPI app's UTR (again to correct it), until the
   * deadline: the owner is told to look for the credit, and has longer to confirm it
   * (`depositDeadlineAfterReport`).
   */
  reportDeposit: {
    by: 'customer',
    sources: ONLINE,
    action: 'deposit',
    from: ['awaiting_deposit'],
    to: 'awaiting_deposit',
    // Until the deadline, when `expire` takes the booking: an expired one awaits nothing.
    notFrom: DEPOSIT_MESSAGES.notAwaiting,
    notice: 'depositReported',
  },
  /** The owner saw the money arrive ('Deposit received'): the booking is confirmed. */
  confirmDeposit: {
    by: 'owner',
    sources: ONLINE,
    action: 'deposit/confirm',
    from: ['awaiting_deposit'],
    to: 'confirmed',
    // Until the deadline, when `expire` takes the booking: an expired one awaits nothing.
    notFrom: DEPOSIT_MESSAGES.notAwaiting,
    notice: 'depositConfirmed',
  },
  /** The owner saw no money arrive: the booking is turned down, with the reason. */
  rejectDeposit: {
    by: 'owner',
    sources: ONLINE,
    action: 'deposit/reject',
    from: ['awaiting_deposit'],
    to: 'declined',
    notFrom: DEPOSIT_MESSAGES.notAwaiting,
    reason: 'required',
    notice: 'depositRejected',
  },
  /**
   * The owner records a booking they took elsewhere (POST /owner/bookings): confirmed at once,
   * holding its hours like any booking; nobody is told.
   */
  recordOffline: {
    by: 'owner',
    sources: OFFLINE,
    action: null,
    from: [],
    to: 'confirmed',
    notice: null,
  },
  /** The owner accepts an open request until its decision deadline. */
  accept: {
    by: 'owner',
    sources: ONLINE,
    action: 'accept',
    from: ['requested'],
    to: 'confirmed',
    // Until the decision deadline, when `expire` takes the request: an expired one is not open.
    notFrom: MESSAGES.notRequested,
    notice: 'accepted',
  },
  /** The owner turns an open request down, with a reason if they like. */
  decline: {
    by: 'owner',
    sources: ONLINE,
    action: 'decline',
    from: ['requested'],
    to: 'declined',
    // Until the decision deadline, when `expire` takes the request: an expired one is not open.
    notFrom: MESSAGES.notRequested,
    reason: 'optional',
    notice: 'declined',
  },
  /**
   * Nobody decided a request, or confirmed a deposit, by its deadline: it expires then, read or
   * not, and its hours are free.
   */
  expire: {
    by: 'system',
    sources: ONLINE,
    action: null,
    from: ['requested', 'awaiting_deposit'],
    to: 'expired',
    opensAt: decisionDeadline,
    notice: 'expired',
  },
  /**
   * The customer withdraws an open request, or a booking whose deposit is not confirmed yet, until
   * its start: it costs the studio nothing.
   */
  withdraw: {
    by: 'customer',
    sources: ONLINE,
    action: 'cancel',
    from: ['requested', 'awaiting_deposit'],
    to: 'cancelled',
    notFrom: MESSAGES.notCancellable,
    closesAt: customerDeadlineOf,
    tooLate: MESSAGES.startedAlready,
    reason: 'optional',
    notice: 'cancelled',
  },
  /** The customer cancels a confirmed booking until the studio's deadline. */
  cancelByCustomer: {
    by: 'customer',
    sources: ONLINE,
    action: 'cancel',
    from: ['confirmed'],
    to: 'cancelled',
    notFrom: MESSAGES.notCancellable,
    closesAt: customerDeadlineOf,
    tooLate: MESSAGES.tooLateToCancel,
    reason: 'optional',
    notice: 'cancelled',
  },
  /** The owner cancels a confirmed booking before its start, telling the customer why. */
  cancelByOwner: {
    by: 'owner',
    sources: ONLINE,
    action: 'cancel',
    from: ['confirmed'],
    to: 'cancelled',
    notFrom: MESSAGES.notCancellable,
    closesAt: sessionStart,
    tooLate: MESSAGES.startedAlready,
    reason: 'required',
    notice: 'cancelled',
  },
  /**
   * The owner cancels an offline booking until it ends (a walk-in recorded by mistake included):
   * no reason asked, nobody told, the hours free at once.
   */
  cancelOffline: {
    by: 'owner',
    sources: OFFLINE,
    action: 'cancel',
    from: ['confirmed'],
    to: 'cancelled',
    notFrom: MESSAGES.notCancellable,
    closesAt: sessionEnd,
    tooLate: MESSAGES.endedAlready,
    notice: null,
  },
  /**
   * Deleting a studio (its owner or an admin) cancels, on the owner's side and with the one
   * reason given, every booking and request of it that has not ended (decision 025).
   */
  cancelWithStudio: {
    by: 'system',
    sources: EITHER,
    action: null,
    from: ['requested', 'awaiting_deposit', 'confirmed'],
    to: 'cancelled',
    closesAt: sessionEnd,
    reason: 'required',
    notice: 'cancelledWithStudio',
  },
  /** The customer reschedules a confirmed booking to other hours until the studio's deadline. */
  reschedule: {
    by: 'customer',
    sources: ONLINE,
    action: 'reschedule',
    from: ['confirmed'],
    to: 'confirmed',
    notFrom: MESSAGES.notReschedulable,
    closesAt: customerDeadlineOf,
    tooLate: MESSAGES.tooLateToReschedule,
    takesNewHours: true,
    notice: 'rescheduled',
  },
  /**
   * The owner marks a confirmed booking a no-show from its end until the no-show window ends; an
   * offline one too (it then no longer counts as revenue).
   */
  markNoShow: {
    by: 'owner',
    sources: EITHER,
    action: 'no-show',
    from: ['confirmed'],
    to: 'no_show',
    notFrom: MESSAGES.notNoShowable,
    opensAt: sessionEnd,
    tooEarly: MESSAGES.noShowTooEarly,
    closesAt: noShowWindowEnd,
    tooLate: MESSAGES.noShowTooLate,
    notice: 'noShow',
  },
} as const satisfies Record<string, BookingTransition>;

export type TransitionName = keyof typeof BOOKING_TRANSITIONS;
/** The transitions a party takes by a call (the others make a booking or are the product's). */
export type PartyTransitionName = {
  [N in TransitionName]: (typeof BOOKING_TRANSITIONS)[N]['action'] extends null ? never : N;
}[TransitionName];
export const TRANSITION_NAMES = Object.keys(BOOKING_TRANSITIONS) as TransitionName[];
const transitionOf = (name: TransitionName): BookingTransition => BOOKING_TRANSITIONS[name];

/**
 * The transition that makes a booking at a studio of `mode`: one asking a deposit (of more than
 * ₹0 for this booking) holds it for the deposit, whichever its mode.
 */
export function newBookingTransition(
  mode: BookingMode,
  depositAmount = 0,
): 'request' | 'confirm' | 'askDeposit' {
  if (depositAmount > 0) return 'askDeposit';
  return mode === 'request' ? 'request' : 'confirm';
}

/** Whether transition `name` applies to a booking of `source`. */
export function appliesTo(name: TransitionName, source: BookingSource): boolean {
  return transitionOf(name).sources.includes(source);
}

/**
 * What taking `name` tells the booking's other side, or null: nobody. An offline booking's
 * customer has no account to be told through, and its owner takes every step of it themselves,
 * so no transition of an offline booking sends anything (decision 049).
 */
export function transitionNotice<N extends TransitionName>(
  name: N,
  source: BookingSource,
): (typeof BOOKING_TRANSITIONS)[N]['notice'] | null {
  return source === 'offline' ? null : BOOKING_TRANSITIONS[name].notice;
}

/** Whether a booking in `state` keeps its hours from everyone else. */
export function holdsHours(state: BookingState): boolean {
  return HOLDING_STATES.includes(state);
}

/** Whether taking `name` frees the booking's hours (a reschedule frees them and takes others). */
export function freesHours(name: TransitionName): boolean {
  const transition = transitionOf(name);
  return (
    transition.takesNewHours === true ||
    (transition.from.some(holdsHours) && !holdsHours(transition.to))
  );
}

/** The states a booking of `state` stays in until `expire` takes it: those that may lapse. */
export const EXPIRING_STATES: readonly BookingState[] = BOOKING_TRANSITIONS.expire.from;

/**
 * The state as of `now` (docs/product.md#booking-lifecycle): a request nobody decided by its
 * deadline has expired, whether or not the expiry job has written it yet. The one place that
 * works it out in code; the API's queries say the same in SQL (modules/bookings/booking-holds.ts).
 */
export function currentState(
  booking: { state: BookingState; decisionDueAt: Date | null },
  now: Date,
): BookingState {
  const { expire } = BOOKING_TRANSITIONS;
  if (
    EXPIRING_STATES.includes(booking.state) &&
    booking.decisionDueAt !== null &&
    now.getTime() >= booking.decisionDueAt.getTime()
  ) {
    return expire.to;
  }
  return booking.state;
}

const allowed: LifecycleCheck = { ok: true };
/** The refusal of a transition that names none: only the product's own, never a party's call. */
const fallback = 'This change of the booking is not open now.';
const refused = (message: string): LifecycleCheck => ({ ok: false, status: 409, message });

/**
 * Whether `name` may be taken of `booking` at `now`: its source (an offline booking is in none of
 * an online-only transition's states), its states, then its window.
 */
function checkTransition(
  name: TransitionName,
  booking: TransitionBooking,
  now: Date,
): LifecycleCheck {
  const transition = transitionOf(name);
  if (
    !transition.sources.includes(booking.source) ||
    !transition.from.includes(currentState(booking, now))
  ) {
    return refused(transition.notFrom ?? fallback);
  }
  if (transition.opensAt && now < transition.opensAt(booking)) {
    return refused(transition.tooEarly ?? fallback);
  }
  if (transition.closesAt) {
    const closesAt = transition.closesAt(booking);
    if (closesAt === null || now >= closesAt) return refused(transition.tooLate ?? fallback);
  }
  return allowed;
}

/** A party's call answered: the transition it takes, or why not (403 for the wrong side, 409). */
export type TransitionAnswer =
  { ok: true; transition: PartyTransitionName } | { ok: false; status: 403 | 409; message: string };

/**
 * Which transition `side`'s call `action` takes of `booking` at `now`, or why none: a call only
 * the other side makes is 403; a booking in a state no transition of the call starts from, or
 * past its window, is 409 with the table's sentence.
 */
export function transitionFor(
  action: BookingAction,
  side: BookingParty,
  booking: TransitionBooking,
  now: Date,
): TransitionAnswer {
  const ofCall = TRANSITION_NAMES.filter(
    (name): name is PartyTransitionName => transitionOf(name).action === action,
  );
  const mine = ofCall.filter((name) => transitionOf(name).by === side);
  if (mine.length === 0) {
    const message = side === 'owner' ? MESSAGES.customerOnly : MESSAGES.ownerOnly;
    return { ok: false, status: 403, message };
  }
  const state = currentState(booking, now);
  // The one of the booking's source that starts from its state; else any: they share their
  // refusal.
  const taken =
    mine.find(
      (name) => appliesTo(name, booking.source) && transitionOf(name).from.includes(state),
    ) ?? mine[0]!;
  const check = checkTransition(taken, booking, now);
  return check.ok ? { ok: true, transition: taken } : check;
}

/**
 * What `side` may do with `booking` at `now`: the transitions of their calls the table allows.
 * The screens offer a button for each and nothing else; the API still has the last word.
 */
export function allowedTransitions(
  booking: TransitionBooking,
  side: BookingParty,
  now: Date,
): TransitionName[] {
  return TRANSITION_NAMES.filter(
    (name) =>
      transitionOf(name).by === side &&
      transitionOf(name).action !== null &&
      checkTransition(name, booking, now).ok,
  );
}
