import ICAL from 'ical.js';
import {
  busyHoursOf,
  calendarImportWindow,
  istHourStart,
  type BusyHour,
  type BusyInterval,
} from '@studio-hive/domain';
import { CALENDAR_MAX_EVENTS, CALENDAR_MAX_OCCURRENCES_EXAMINED } from './calendar-limits';
import { CALENDAR_SENTENCES } from './calendar-sentences';
import { instantOfWallClock, wallClockOfInstant, zoneOfTzid } from './ical-time-zones';

/**
 * An iCalendar file's busy events, with ical.js (docs/decisions/048). Pure and
 * synchronous: the text and `now` in, busy intervals or a failure sentence out. It runs in a
 * worker thread with a time limit in the product (read-busy-hours.ts), because the recurrence
 * library can loop forever on some impossible rules.
 *
 * - A busy event is a VEVENT with a DTSTART that is neither `TRANSP:TRANSPARENT` nor
 *   `STATUS:CANCELLED`. A VEVENT without DTSTART has no time to block and is passed over.
 * - Recurring events are expanded (RRULE with COUNT, UNTIL, BYDAY...; RDATE; EXDATE) up to the end
 *   of the import window, so a rule without an end stops there. An instance overridden by a VEVENT
 *   of the same UID with a RECURRENCE-ID is replaced by that VEVENT, which is read as an event of
 *   its own: at its new time, or not at all when it is cancelled. An override's RANGE is not read
 *   (each override stands for its one instance).
 * - Times: UTC; TZID with its VTIMEZONE (ical.js reads it); a TZID without one by its IANA or
 *   Windows name (ical-time-zones.ts); floating times and unknown TZIDs as IST. An all-day event
 *   (DATE) blocks the IST days from its start up to its end date (one day without an end).
 * - At most 5,000 busy instances in the window (CALENDAR_MAX_EVENTS), and at most 100,000
 *   occurrences examined in all (CALENDAR_MAX_OCCURRENCES_EXAMINED): over either, the calendar
 *   has more than 5,000 events.
 * - Anything the library cannot read (a malformed date, an invalid rule) fails the whole file: a
 *   calendar read in part would free hours that are taken.
 */

export type BusyEvents =
  { kind: 'busy'; intervals: BusyInterval[] } | { kind: 'error'; sentence: string };

export type CalendarText =
  { kind: 'busy'; busyHours: BusyHour[]; events: number } | { kind: 'error'; sentence: string };

/** A reason to stop reading, with its sentence. */
class CalendarRefusal extends Error {
  constructor(readonly sentence: string) {
    super(sentence);
  }
}

const unreadable = () => new CalendarRefusal(CALENDAR_SENTENCES.unreadableEvent);

/** The VCALENDARs of a text, or null when it is not an iCalendar stream. */
function calendarsOf(text: string): ICAL.Component[] | null {
  // RFC 5545 3.4: a stream begins with BEGIN:VCALENDAR; a byte-order mark or blank lines are let
  // pass. Checked before parsing, so an HTML page costs nothing.
  const stream = text.replace(/^\uFEFF?\s*/, '');
  if (!/^BEGIN:VCALENDAR\r?\n/i.test(stream)) return null;
  let parsed: unknown;
  try {
    parsed = ICAL.parse(stream);
  } catch {
    return null;
  }
  // One component parses to [name, properties, components], several to a list of those.
  const components = (
    Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : parsed
  ) as unknown[];
  if (!Array.isArray(components)) return null;
  const calendars = components.filter(
    (component): component is unknown[] => Array.isArray(component) && component[0] === 'vcalendar',
  );
  return calendars.length === 0 ? null : calendars.map((jcal) => new ICAL.Component(jcal));
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

function tzidOf(property: ICAL.Property | null): string | null {
  const tzid = property?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
}

/** The zone a floating date-time is read in: its TZID's, or IST (null) without one or unknown. */
const zoneOfFloating = (tzid: string | null) => (tzid === null ? null : zoneOfTzid(tzid));

/** A date-time ical.js holds without a zone: floating, or a TZID without VTIMEZONE. */
const isFloating = (time: ICAL.Time) =>
  !time.isDate && time.zone !== ICAL.Timezone.utcTimezone && !time.zone?.component;

/**
 * The instant a date or date-time value names. `tzid` is its property's TZID, read when ical.js
 * found no VTIMEZONE for it (the value is then floating to ical.js). A date is the start of its
 * IST day: an all-day event is a day at the studio.
 */
function instantOf(time: unknown, tzid: string | null): number {
  if (!(time instanceof ICAL.Time)) throw unreadable();
  let instant: number;
  if (time.isDate) {
    const date = `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
    try {
      instant = istHourStart(date, 0).getTime();
    } catch {
      throw unreadable();
    }
  } else if (isFloating(time)) {
    instant = instantOfWallClock(time, zoneOfFloating(tzid));
  } else {
    instant = Math.round(time.toUnixTime() * 1000);
  }
  if (!Number.isFinite(instant)) throw unreadable();
  return instant;
}

/**
 * ical.js compares times as instants and reads a floating time, as a TZID without VTIMEZONE is
 * to it, as UTC: a series at 10:00 Asia/Kolkata with such a TZID would miss its EXDATE written in
 * UTC, or end at the wrong UNTIL. So before expanding, every date-time of EXDATE, RDATE and UNTIL
 * is rewritten in the form of the series' start: as the wall clock of the start's zone when the
 * start is floating (it is expanded on that clock, daylight saving and all), in UTC otherwise.
 */
function alignSeriesTimes(vevent: ICAL.Component, start: ICAL.Time, startTzid: string | null) {
  const floatingZone = isFloating(start) ? zoneOfFloating(startTzid) : undefined;
  const aligned = (value: ICAL.Time, tzid: string | null) => {
    const instant = instantOf(value, tzid);
    return floatingZone === undefined
      ? ICAL.Time.fromJSDate(new Date(instant), true)
      : ICAL.Time.fromData(wallClockOfInstant(instant, floatingZone));
  };
  const isDateTime = (value: unknown): value is ICAL.Time =>
    value instanceof ICAL.Time && !value.isDate;
  for (const name of ['exdate', 'rdate']) {
    for (const property of vevent.getAllProperties(name)) {
      const values: unknown[] = property.getValues();
      if (!values.some(isDateTime)) continue;
      const tzid = tzidOf(property);
      property.removeParameter('tzid');
      property.setValues(values.map((value) => (isDateTime(value) ? aligned(value, tzid) : value)));
    }
  }
  for (const property of vevent.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    if (rule instanceof ICAL.Recur && isDateTime(rule.until)) {
      // RFC 5545 3.3.10: a floating UNTIL is on the clock of the start.
      rule.until = aligned(rule.until, startTzid);
      property.setValue(rule);
    }
  }
}

/** Whether an EXDATE names the series' start (a date EXDATE: any time of that date). */
function isExcluded(vevent: ICAL.Component, start: ICAL.Time): boolean {
  return vevent
    .getAllProperties('exdate')
    .flatMap((property): unknown[] => property.getValues())
    .some(
      (value) =>
        value instanceof ICAL.Time &&
        (value.isDate && !start.isDate
          ? value.year === start.year && value.month === start.month && value.day === start.day
          : value.compare(start) === 0),
    );
}

/** An event's own start and its length (DTEND or DURATION; none: zero, or one day for a date). */
function spanOf(event: ICAL.Event): { start: number; length: number } {
  const startTzid = tzidOf(event.component.getFirstProperty('dtstart'));
  const dtend = event.component.getFirstProperty('dtend');
  const start = instantOf(event.startDate, startTzid);
  const end = instantOf(event.endDate, dtend ? tzidOf(dtend) : startTzid);
  return { start, length: Math.max(0, end - start) };
}

const textOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim().toUpperCase() : null;
};

/** Busy unless transparent (free time) or cancelled (decision 048). */
const isBusy = (component: ICAL.Component) =>
  textOf(component, 'transp') !== 'TRANSPARENT' && textOf(component, 'status') !== 'CANCELLED';

/** Which instance of a series an override replaces: its UID and original start. */
const instanceKey = (uid: string, start: number) => `${start} ${uid}`;

/** The busy instances found so far, counted against the limits. */
class BusyInstances {
  readonly intervals: BusyInterval[] = [];
  private examined = 0;
  constructor(private readonly window: { start: number; end: number }) {}

  get windowEnd() {
    return this.window.end;
  }

  /** One more occurrence of a series looked at, in the window or not. */
  examine() {
    if (++this.examined > CALENDAR_MAX_OCCURRENCES_EXAMINED) {
      throw new CalendarRefusal(CALENDAR_SENTENCES.tooManyEvents);
    }
  }

  /** An instance, counted when it touches the window (a zero-length one: its instant). */
  add(start: number, length: number) {
    const touches = start < this.window.end && start + Math.max(length, 1) > this.window.start;
    if (!touches) return;
    if (this.intervals.length === CALENDAR_MAX_EVENTS) {
      throw new CalendarRefusal(CALENDAR_SENTENCES.tooManyEvents);
    }
    this.intervals.push({ start: new Date(start), end: new Date(start + length) });
  }
}

/**
 * A series' instances from its first, until the window's end, less those overridden. The start
 * itself is an instance unless an EXDATE names it (RFC 5545 3.8.5.2), which ical.js does not
 * yield for a series of RDATEs alone; an instance named twice (an RDATE on the rule) counts once.
 */
function expandSeries(event: ICAL.Event, overridden: Set<string>, instances: BusyInstances) {
  const vevent = event.component;
  const startTzid = tzidOf(vevent.getFirstProperty('dtstart'));
  alignSeriesTimes(vevent, event.startDate, startTzid);
  const { start: first, length } = spanOf(event);
  const uid = event.uid;
  const consider = (start: number) => {
    if (uid && overridden.has(instanceKey(uid, start))) return;
    instances.add(start, length);
  };
  if (!isExcluded(vevent, event.startDate)) consider(first);
  const iterator = event.iterator();
  let previous = first;
  for (let occurrence = iterator.next(); occurrence; occurrence = iterator.next()) {
    instances.examine();
    // Occurrences come in the form of the series' start (dates when it is a date).
    const start = instantOf(occurrence, startTzid);
    if (start >= instances.windowEnd) return;
    if (start === first || start === previous) continue;
    previous = start;
    consider(start);
  }
}

/** The busy events of an iCalendar text as intervals, within the import window of `now`. */
export function busyEventsOf(text: string, now: Date): BusyEvents {
  const calendars = calendarsOf(text);
  if (!calendars) return { kind: 'error', sentence: CALENDAR_SENTENCES.notICalendar };
  const window = calendarImportWindow(now);
  const instances = new BusyInstances({
    start: window.start.getTime(),
    end: window.end.getTime(),
  });
  try {
    const vevents = calendars
      .flatMap((calendar) => calendar.getAllSubcomponents('vevent'))
      .filter((vevent) => vevent.hasProperty('dtstart'));
    const overridden = new Set<string>();
    for (const vevent of vevents) {
      const recurrenceId = vevent.getFirstProperty('recurrence-id');
      const uid = vevent.getFirstPropertyValue('uid');
      if (recurrenceId && typeof uid === 'string') {
        overridden.add(
          instanceKey(uid, instantOf(recurrenceId.getFirstValue(), tzidOf(recurrenceId))),
        );
      }
    }
    for (const vevent of vevents) {
      // Overrides are matched here by UID and instant; with no `exceptions` given, ical.js would
      // scan every VEVENT of the file for each one (5,000 events: a second).
      const event = new ICAL.Event(vevent, { exceptions: [] });
      if (event.isRecurring() && !event.isRecurrenceException()) {
        if (isBusy(vevent)) expandSeries(event, overridden, instances);
      } else if (isBusy(vevent)) {
        const { start, length } = spanOf(event);
        instances.add(start, length);
      }
    }
  } catch (error) {
    if (error instanceof CalendarRefusal) return { kind: 'error', sentence: error.sentence };
    // Whatever else the library throws on (an invalid rule, a malformed value): unreadable.
    return { kind: 'error', sentence: CALENDAR_SENTENCES.unreadableEvent };
  }
  return { kind: 'busy', intervals: instances.intervals };
}

/** An iCalendar text's busy hours (IST) within the import window, and how many events hold them. */
export function busyHoursOfText(text: string, now: Date): CalendarText {
  const events = busyEventsOf(text, now);
  if (events.kind === 'error') return events;
  return {
    kind: 'busy',
    busyHours: busyHoursOf(events.intervals, now),
    events: events.intervals.length,
  };
}
