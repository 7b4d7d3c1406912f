import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Booking, type BookingCreated } from '@studio-hive/domain';
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { bookingRequest, call, createStudioRow, createUser, loginAs } from '../test/factories';
import { readOutbox } from '../test/outbox';
import { createDatabase, dropDatabase, withDatabase } from '../test/postgres-admin';
import { startSmtp } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { createNotificationDispatcher, writeNotifications } from './notification-dispatcher';
import type { Notifier, OutgoingMessage } from './notifier';

/**
 * The notifications outbox (decision 004): a failing SMTP server neither loses nor blocks a booking,
 * the e-mails go out once it accepts again, and several dispatchers never send a notification twice.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Studio Hive <hello@studiohive.test>' });
  t.clock.now = new Date('2026-11-23T04:45:00Z');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type NotificationRow = {
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

async function notificationsAbout(ref: string): Promise<NotificationRow[]> {
  const result = await t.database.db.execute(
    sql`select channel, status, attempts::int as attempts, last_error from notifications
        where text like ${`%${ref}%`} order by channel, recipient`,
  );
  return (result as unknown as { rows: NotificationRow[] }).rows;
}

describe('a failing SMTP server', () => {
  it('does not lose or block the booking; the e-mails go out when it accepts again', async () => {
    const owner = await createUser(t, { role: 'owner', name: 'Ravi Owner' });
    const customer = await createUser(t, { role: 'customer', name: 'Asha Verma' });
    const auth = await loginAs(t, customer);
    const tomorrow = addDays('2026-11-23', 1);
    const studio = await createStudioRow(t, {
      authorId: owner._id,
      name: 'Echo Room Saket',
      slots: [[tomorrow, [10, 11]]],
    });

    smtp.state.refuse = true;
    const res = await call(t, 'POST', '/api/booking', {
      auth,
      payload: bookingRequest({ studio: studio.id, date: tomorrow }),
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json<BookingCreated>().booking;
    const ref = booking._id.slice(0, 8);
    const mine = await call(t, 'GET', '/api/booking/customer', { auth });
    expect(mine.json<Booking[]>().map((b) => b._id)).toEqual([booking._id]);

    // The kick after the commit tried once; the SMS (outbox file here) went, the e-mails wait.
    await t.app.notifications.deliverNow();
    expect(smtp.state.refused).toBe(2);
    const waiting = await notificationsAbout(ref);
    expect(waiting.map((n) => [n.channel, n.status, n.attempts])).toEqual([
      ['email', 'pending', 1],
      ['email', 'pending', 1],
      ['sms', 'sent', 1],
      ['sms', 'sent', 1],
    ]);
    expect(waiting[0]?.last_error).toMatch(/550/);
    expect((await readOutbox(t.config.dataDir)).filter((m) => m.text.includes(ref))).toHaveLength(
      2,
    );

    // Not due yet: the retry waits.
    await t.app.notifications.deliverNow();
    expect(smtp.state.refused).toBe(2);

    // The server is back and the pause is over.
    smtp.state.refuse = false;
    await t.database.db.execute(
      sql`update notifications set next_attempt_at = now() where status = 'pending'`,
    );
    // (A poll may be the one that sends them; deliverNow waits for it either way.)
    await t.app.notifications.deliverNow();
    const mails = smtp.received.filter((m) => m.raw.includes(`Reference: ${ref}`));
    expect(mails.map((m) => m.to).sort()).toEqual([[customer.email], [owner.email]].sort());
    for (const mail of mails) {
      expect(mail.raw).toContain('From: Studio Hive <hello@studiohive.test>');
      expect(mail.raw).toContain('Content-Type: text/plain');
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8/);
      expect(mail.raw).toContain(`filename=studio-hive-booking-${ref}.ics`);
    }
    expect(
      (await notificationsAbout(ref)).map((n) => [n.status, n.attempts, n.last_error]),
    ).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
  });
});

describe('several dispatchers over one database', () => {
  let secondDatabase: DatabaseHandle | undefined;
  afterAll(() => secondDatabase?.close());

  it('send each notification once', async () => {
    // Another API process: its own pool on PostgreSQL; the embedded engine is one process's.
    secondDatabase = t.database.url
      ? await openDatabase({ kind: 'postgres', url: t.database.url })
      : undefined;
    const sent: string[] = [];
    const notifier: Notifier = {
      async send(message: OutgoingMessage) {
        // Slow enough that the dispatchers' claims overlap.
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message.to);
      },
      close: async () => undefined,
    };
    const log = t.app.log;
    const dispatchers = [t.database, secondDatabase ?? t.database].flatMap((database) => [
      createNotificationDispatcher({ db: database.db, notifier, log }),
      createNotificationDispatcher({ db: database.db, notifier, log }),
    ]);
    try {
      // Settle what earlier tests left, so only these notifications are due.
      await t.app.notifications.deliverNow();
      const recipients = Array.from(
        { length: 60 },
        (_, i) => `+9190000${String(i).padStart(5, '0')}`,
      );
      await writeNotifications(
        t.database.db,
        recipients.map((to) => ({ channel: 'sms', to, text: 'Studio Hive: a test notification.' })),
      );
      const results = await Promise.all(dispatchers.map((d) => d.deliverNow()));
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(60);
      expect(sent.sort()).toEqual(recipients);
    } finally {
      await Promise.all(dispatchers.map((d) => d.stop()));
    }
  });

  /** A dispatcher with a 1 s lease, sending through `send`. */
  const leasedDispatcher = (db: Database, send: Notifier['send']) =>
    createNotificationDispatcher({
      db,
      notifier: { send, close: async () => undefined },
      log: t.app.log,
      leaseSeconds: 1,
    });

  it.skipIf(!process.env.DATABASE_URL)(
    'retry within seconds what a process that died while sending had claimed',
    async () => {
      const dyingDatabase = await openDatabase({ kind: 'postgres', url: t.database.url! });
      let claim = () => undefined as void;
      const claimed = new Promise<void>((resolve) => (claim = resolve));
      // Takes the message and never finishes: the process dies mid-send.
      const dying = leasedDispatcher(dyingDatabase.db, () => {
        claim();
        return new Promise(() => undefined);
      });
      const sent: string[] = [];
      const alive = leasedDispatcher(t.database.db, async (message) => void sent.push(message.to));
      try {
        await t.app.notifications.deliverNow();
        await writeNotifications(t.database.db, [
          { channel: 'sms', to: '+919000099999', text: 'Studio Hive: a test notification.' },
        ]);
        void dying.deliverNow();
        await claimed;
        // Its connections gone: it renews nothing any more, as a killed process would.
        await dyingDatabase.close();
        expect((await alive.deliverNow()).sent).toBe(0);
        await expect
          .poll(async () => (await alive.deliverNow(), sent), { timeout: 10_000, interval: 200 })
          .toEqual(['+919000099999']);
      } finally {
        await alive.stop();
      }
    },
  );

  it('keep a notification being sent longer than the lease: it is sent once', async () => {
    const sent: string[] = [];
    let release = () => undefined as void;
    let started = () => undefined as void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const slow = leasedDispatcher(t.database.db, async (message) => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      sent.push(message.to);
    });
    const other = leasedDispatcher(
      (secondDatabase ?? t.database).db,
      async (message) => void sent.push(`other ${message.to}`),
    );
    try {
      await t.app.notifications.deliverNow();
      await writeNotifications(t.database.db, [
        { channel: 'sms', to: '+919000088888', text: 'Studio Hive: a test notification.' },
      ]);
      const slowDelivery = slow.deliverNow();
      await sending;
      // Two lease lengths of another process delivering while the first is still sending.
      const until = Date.now() + 2_500;
      while (Date.now() < until) {
        expect((await other.deliverNow()).sent).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      release();
      expect((await slowDelivery).sent).toBe(1);
      expect(sent).toEqual(['+919000088888']);
    } finally {
      await Promise.all([slow.stop(), other.stop()]);
    }
  });
});

/** A new database with no tables, on the engine of the run. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (!process.env.DATABASE_URL) return openDatabase({ kind: 'pglite' });
  const admin = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL });
  const name = `studio_hive_empty_${process.pid}`;
  await createDatabase(admin, name);
  const handle = await openDatabase({
    kind: 'postgres',
    url: withDatabase(process.env.DATABASE_URL, name),
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(admin, name);
      await admin.close();
    },
  };
}

describe('a dispatcher started before its database is migrated', () => {
  it('polls only once it is, without a failure to log', async () => {
    // A new, empty database as a server's first start meets it, migrated while polling
    // (every 10 ms here) would already run.
    const database = await emptyDatabase();
    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, {
      warn: (...args: unknown[]) => warnings.push(args),
    });
    const sent: OutgoingMessage[] = [];
    let migrated = () => undefined as void;
    const dispatcher = createNotificationDispatcher({
      db: database.db,
      notifier: { send: async (message) => void sent.push(message), close: async () => undefined },
      log,
      pollIntervalMs: 10,
      startAfter: new Promise<void>((resolve) => (migrated = resolve)),
    });
    try {
      await migrateDatabase(database);
      migrated();
      await writeNotifications(database.db, [
        { channel: 'sms', to: '+919000000001', text: 'Studio Hive: delivered once migrated.' },
      ]);
      await expect.poll(() => sent.length).toBe(1);
      expect(warnings).toEqual([]);
    } finally {
      await dispatcher.stop();
      await database.close();
    }
  });
});
