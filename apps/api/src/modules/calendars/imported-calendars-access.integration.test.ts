import { describe, expect, it, vi } from 'vitest';
import {
  calendarReadsSpentMessage,
  IMPORTED_CALENDAR_MESSAGES,
  STUDIO_MESSAGES,
  type ImportedCalendar,
} from '@studio-hive/domain';
import { buildApp, createAppLogger } from '../../app';
import * as schema from '../../db/schema';
import { call, randomAddress, signedInAccount } from '../../test/factories';
import {
  addCalendar,
  admin,
  calendarWith,
  customer,
  eventAt,
  linked,
  otherOwner,
  owner,
  server,
  servedCalendar,
  studioOf,
  syncNow,
  t,
  tomorrow,
  useCalendarsApp,
} from '../../test/fixtures/imported-calendars';
import { loopbackOnlyResolver } from '../../test/net';
import { secondAppOnSameDatabase } from '../../test/test-app';
import { CALENDAR_SENTENCES } from './calendar-sentences';
import { CALENDAR_READS_PER_HOUR } from './imported-calendars.routes';

/**
 * Who may see and change a studio's imported calendars, what an address may be, and what a read
 * may cost (docs/api.md#imported-calendars, decision 048): the author only; refused addresses
 * before any connection; 5 a studio under parallel adds; reads per owner and hour; one process
 * reading a calendar at a time; the address never in a response or a log line.
 */

useCalendarsApp();

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/**
 * A calendar row straight in the database, never read: for counts and access. Its address is a
 * path the tests' server on 127.0.0.1 does not serve, so that a read of it (the background sync,
 * should the clock pass CALENDAR_SYNC_MINUTES) stays on loopback.
 */
async function storedCalendar(studioId: string, label = 'Stored') {
  const [row] = await t.database.db
    .insert(schema.importedCalendars)
    .values({
      studioId,
      label,
      url: `${server.origin}/private-stored/basic.ics`,
      status: 'ok',
      lastSyncedAt: t.clock.now,
    })
    .returning();
  return row!;
}

describe('who may use a studio calendars', () => {
  it('only its author; others 403, guests 401, unknown studios and calendars 404', async () => {
    const studio = await studioOf();
    const elsewhere = await studioOf();
    const calendar = await storedCalendar(studio.id);
    const list = (auth?: string, id = studio.id) =>
      call(t, 'GET', `/api/studio/${id}/calendars`, auth ? { auth } : {});
    expect((await list()).statusCode).toBe(401);
    expect((await list(customer.auth)).statusCode).toBe(403);
    for (const someone of [otherOwner, admin]) {
      const res = await list(someone.auth);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(STUDIO_MESSAGES.notAuthor);
    }
    const mine = await list(owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json<ImportedCalendar[]>().map((c) => c.label)).toEqual(['Stored']);
    expect(mine.json<ImportedCalendar[]>()[0]?.url).toBe(
      `${new URL(server.origin).host}/private-stored/ba…`,
    );
    for (const id of ['not-a-studio', '0f1e2d3c-4b5a-4978-8796-a5b4c3d2e1f0']) {
      const res = await list(owner.auth, id);
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe(STUDIO_MESSAGES.studioNotFound);
    }

    const served = servedCalendar({ text: calendarWith() });
    for (const [auth, status] of [
      [undefined, 401],
      [customer.auth, 403],
      [otherOwner.auth, 403],
      [admin.auth, 403],
    ] as const) {
      expect((await addCalendar(studio.id, { url: served.url, label: 'X' }, auth)).statusCode).toBe(
        status,
      );
      for (const [method, path] of [
        ['POST', `/api/studio/${studio.id}/calendars/${calendar.id}/sync`],
        ['DELETE', `/api/studio/${studio.id}/calendars/${calendar.id}`],
      ] as const) {
        expect((await call(t, method, path, auth ? { auth } : {})).statusCode).toBe(status);
      }
    }
    // Nobody but the author made the server read the address.
    expect(served.requests()).toHaveLength(0);

    // A calendar is reached through its own studio only.
    for (const [studioId, calendarId] of [
      [elsewhere.id, calendar.id],
      [studio.id, 'not-a-calendar'],
      [studio.id, '0f1e2d3c-4b5a-4978-8796-a5b4c3d2e1f0'],
    ]) {
      const res = await syncNow(studioId!, calendarId!);
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe(IMPORTED_CALENDAR_MESSAGES.calendarNotFound);
      const removed = await call(t, 'DELETE', `/api/studio/${studioId}/calendars/${calendarId}`, {
        auth: owner.auth,
      });
      expect(removed.statusCode).toBe(404);
    }
  });
});

describe('the address and the label', { timeout: 30_000 }, () => {
  it('refuses bad input with the sentence, before any connection', async () => {
    const studio = await studioOf();
    const cases: [unknown, string][] = [
      [{ url: 'ftp://example.com/cal.ics', label: 'A' }, IMPORTED_CALENDAR_MESSAGES.invalidAddress],
      [{ url: 'calendar.google.com/x.ics', label: 'A' }, IMPORTED_CALENDAR_MESSAGES.invalidAddress],
      [{ url: '', label: 'A' }, IMPORTED_CALENDAR_MESSAGES.addressRequired],
      [{ label: 'A' }, IMPORTED_CALENDAR_MESSAGES.addressRequired],
      [{ url: `https://x.example/${'a'.repeat(2000)}`, label: 'A' }, 'at most 2,000 characters'],
      [{ url: 'https://x.example/a.ics', label: '   ' }, IMPORTED_CALENDAR_MESSAGES.labelRequired],
      [{ url: 'https://x.example/a.ics', label: 'a'.repeat(41) }, 'at most 40 characters'],
      [{ url: 'https://x.example/a.ics', label: 'Air\u200bbnb' }, 'not allowed'],
      // Link-local (the cloud's metadata address): refused whatever CALENDAR_IMPORT_ALLOW_PRIVATE says.
      [
        { url: 'http://169.254.169.254/latest/meta-data', label: 'A' },
        CALENDAR_SENTENCES.refusedAddress,
      ],
      [{ url: 'http://[fe80::1]/cal.ics', label: 'A' }, CALENDAR_SENTENCES.refusedAddress],
    ];
    for (const [body, sentence] of cases) {
      const res = await addCalendar(studio.id, body, owner.auth);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(message(res)).toContain(sentence);
    }
    const listed = await call(t, 'GET', `/api/studio/${studio.id}/calendars`, { auth: owner.auth });
    expect(listed.json()).toEqual([]);
  });

  it('refuses loopback and private networks unless CALENDAR_IMPORT_ALLOW_PRIVATE is set', async () => {
    const studio = await studioOf();
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 9, 10)) });
    // Another process of the same database, configured as production would be.
    const strict = await buildApp({
      config: { ...t.config, calendarImportAllowPrivate: false },
      database: t.database,
      now: () => t.clock.now,
      calendarResolver: loopbackOnlyResolver,
    });
    try {
      await strict.ready();
      for (const url of [served.url, 'http://10.0.0.1/cal.ics', 'http://192.168.1.10/cal.ics']) {
        const res = await strict.inject({
          method: 'POST',
          url: `/api/studio/${studio.id}/calendars`,
          remoteAddress: randomAddress(),
          headers: { authorization: owner.auth },
          payload: { url, label: 'Local' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toBe(CALENDAR_SENTENCES.refusedAddress);
      }
    } finally {
      await strict.close();
    }
    expect(served.requests()).toHaveLength(0);
    // The tests' own setting lets the same address through.
    expect((await linked(studio.id, served.url)).busyHours).toBe(1);
  });
});

describe('what reading calendars may cost', { timeout: 60_000 }, () => {
  it('5 calendars a studio, also when added at the same moment', async () => {
    const studio = await studioOf();
    for (let n = 0; n < 4; n += 1) await storedCalendar(studio.id, `Stored ${n}`);
    const served = servedCalendar({ text: calendarWith() });
    const both = await Promise.all([
      addCalendar(studio.id, { url: served.url, label: 'First' }, owner.auth),
      addCalendar(studio.id, { url: served.url, label: 'Second' }, owner.auth),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(message(both.find((res) => res.statusCode === 409)!)).toBe(
      IMPORTED_CALENDAR_MESSAGES.tooMany,
    );
    const before = served.requests().length;
    const sixth = await addCalendar(studio.id, { url: served.url, label: 'Sixth' }, owner.auth);
    expect(sixth.statusCode).toBe(409);
    // Refused before the fetch.
    expect(served.requests()).toHaveLength(before);
    const listed = await call(t, 'GET', `/api/studio/${studio.id}/calendars`, { auth: owner.auth });
    expect(listed.json<ImportedCalendar[]>()).toHaveLength(5);
  });

  it(`${CALENDAR_READS_PER_HOUR} reads an hour per owner: adds and Sync now together`, async () => {
    const reader = await signedInAccount(t, 'owner', { name: 'Busy Reader' });
    const studio = await studioOf(reader);
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 9, 10)), etag: '"same"' });
    const added = await addCalendar(studio.id, { url: served.url, label: 'Mine' }, reader.auth);
    expect(added.statusCode).toBe(201);
    const { calendar } = added.json<{ calendar: ImportedCalendar }>();
    // Answered 304: no read of the file, only the fetch.
    for (let n = 1; n < CALENDAR_READS_PER_HOUR; n += 1) {
      expect((await syncNow(studio.id, calendar._id, reader.auth)).statusCode).toBe(200);
    }
    const refused = await syncNow(studio.id, calendar._id, reader.auth);
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toBe(calendarReadsSpentMessage(CALENDAR_READS_PER_HOUR));
    const another = await addCalendar(studio.id, { url: served.url, label: 'More' }, reader.auth);
    expect(another.statusCode).toBe(429);
    expect(served.requests()).toHaveLength(CALENDAR_READS_PER_HOUR);
    // Another owner's reads are their own.
    const studioOfOwner = await studioOf();
    expect((await linked(studioOfOwner.id, served.url)).status).toBe('ok');
  });

  it('one process reads a calendar at a time: a second ask meanwhile makes no fetch', async () => {
    const studio = await studioOf();
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 9, 10)) });
    const calendar = await linked(studio.id, served.url);
    const other = await secondAppOnSameDatabase(t);
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      served.answer({ text: calendarWith(eventAt(tomorrow, 9, 12)), until: held });
      t.clock.advanceMinutes(1);

      // This process reads; the other process's Sync now finds the lease taken.
      const first = syncNow(studio.id, calendar._id);
      await vi.waitFor(() => expect(served.requests()).toHaveLength(2));
      const meanwhile = await other.app.inject({
        method: 'POST',
        url: `/api/studio/${studio.id}/calendars/${calendar._id}/sync`,
        remoteAddress: randomAddress(),
        headers: { authorization: owner.auth },
      });
      expect(meanwhile.statusCode).toBe(200);
      // As it stood: the read in progress has not written yet.
      expect(meanwhile.json<{ calendar: ImportedCalendar }>().calendar).toMatchObject({
        lastSyncedAt: calendar.lastSyncedAt,
        busyHours: 1,
      });
      // A second ask in this process joins the read in progress, and answers with its result.
      const second = syncNow(studio.id, calendar._id);
      release();
      for (const done of await Promise.all([first, second])) {
        expect(done.statusCode).toBe(200);
        expect(done.json<{ calendar: ImportedCalendar }>().calendar.busyHours).toBe(3);
      }
      expect(served.requests()).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});

describe('the address, a secret', { timeout: 30_000 }, () => {
  it('is never in a response nor in a line of the log', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: t.config,
      database: t.database,
      now: () => t.clock.now,
      calendarResolver: loopbackOnlyResolver,
      logger: createAppLogger(
        { logLevel: 'debug' },
        {
          write: (line: string) => {
            lines.push(line);
          },
        },
      )!,
    });
    const studio = await studioOf();
    const good = servedCalendar({ text: calendarWith(eventAt(tomorrow, 9, 10)) });
    const missing = servedCalendar({ status: 404 });
    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      logged.inject({
        method,
        url,
        remoteAddress: randomAddress(),
        headers: { authorization: owner.auth },
        ...(payload ? { payload } : {}),
      });
    try {
      await logged.ready();
      const responses = [
        await send('POST', `/api/studio/${studio.id}/calendars`, { url: good.url, label: 'A' }),
        await send('POST', `/api/studio/${studio.id}/calendars`, { url: missing.url, label: 'B' }),
      ];
      expect(responses.map((res) => res.statusCode)).toEqual([201, 201]);
      const [, failing] = responses.map((res) => res.json<{ calendar: ImportedCalendar }>());
      responses.push(
        await send('POST', `/api/studio/${studio.id}/calendars/${failing!.calendar._id}/sync`),
        await send('GET', `/api/studio/${studio.id}/calendars`),
      );
      for (const text of [...responses.map((res) => res.body), ...lines]) {
        expect(text).not.toContain(good.secret);
        expect(text).not.toContain(missing.secret);
      }
      // The log was written: the requests are there, their bodies are not.
      expect(lines.some((line) => line.includes('/calendars'))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});
