// Tests only: real-shaped exports (fixtures/) and small calendars written in the tests.
import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BusyHour } from '@studio-hive/domain';

export const CALENDAR_FIXTURES = [
  'google-secret-address',
  'apple-icloud',
  'outlook',
  'airbnb-reserved',
] as const;

export type CalendarFixture = (typeof CALENDAR_FIXTURES)[number];

/** A fixture's text as its service serves it (CRLF lines, folded). */
export const calendarFixture = (name: CalendarFixture) =>
  readFileSync(new URL(`./fixtures/${name}.ics`, import.meta.url), 'utf8');

/** 2026-11-20 09:40 IST, the fixtures' today: their events lie around it. */
export const FIXTURE_NOW = new Date('2026-11-20T04:10:00Z');

/**
 * A calendar of the given VEVENT bodies (property lines), with CRLF as files have them; an event
 * without a UID line gets one of its own.
 */
export function calendarOf(...events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Studio Hive tests//EN',
    ...events.flatMap((event, index) => [
      'BEGIN:VEVENT',
      ...(event.some((line) => line.startsWith('UID:')) ? [] : [`UID:event-${index}@tests`]),
      'DTSTAMP:20261101T000000Z',
      ...event,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The hours blocked on one date, ascending. */
export const hoursOn = (busyHours: readonly BusyHour[], date: string) =>
  busyHours.filter((busy) => busy.date === date).map((busy) => busy.hour);

/** All 24 hours of a day. */
export const WHOLE_DAY = Array.from({ length: 24 }, (_, hour) => hour);

export type SeenRequest = { url: string; headers: IncomingHttpHeaders };
export type CalendarServer = {
  origin: string;
  port: number;
  /** Every request the server received, in order. */
  requests: SeenRequest[];
  close: () => Promise<void>;
};

/**
 * An HTTP server on 127.0.0.1 serving calendars the way a test writes them: each path its own
 * handler, any other path 404. The only place calendar tests send traffic to.
 */
export async function startCalendarServer(
  routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void>,
): Promise<CalendarServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push({ url, headers: request.headers });
    const route = routes[url.split('?')[0] ?? url];
    if (route) route(request, response);
    else response.writeHead(404).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => {
      // The slow handlers never end their answers.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
