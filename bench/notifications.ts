// How fast the notifications outbox is sent over SMTP: a backlog of booking-like notifications
// (an e-mail with its .ics, and an SMS, as a confirmation writes them) in PostgreSQL, drained by
// one process's dispatcher (apps/api/src/notifications) into a local SMTP server and SMS gateway
// that accept everything. Compare with the rate bookings write them (bench/booking.md: about
// 4 notifications per booking).
// Usage: npx tsx bench/notifications.ts   (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; BENCH_NOTIFICATIONS, default 4000)
// Results: bench/notifications.md.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import {
  createNotificationDispatcher,
  writeNotifications,
} from '../apps/api/src/notifications/notification-dispatcher';
import { createNotifier, type OutgoingMessage } from '../apps/api/src/notifications/notifier';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNT = Number(process.env.BENCH_NOTIFICATIONS ?? 4000);

const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Studio Hive//Bookings//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:booking-00000000-0000-4000-8000-000000000000@studiohive.in',
  'DTSTAMP:20261126T090000Z',
  'DTSTART:20261127T043000Z',
  'DTEND:20261127T063000Z',
  'SUMMARY:Studio session at The Podcast Pantry',
  'LOCATION:4 Lantern Street\\, Gurugram',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

function messages(i: number): OutgoingMessage[] {
  return [
    {
      channel: 'email',
      to: `customer${i}@example.com`,
      subject: 'Your booking at The Podcast Pantry is confirmed',
      text: `Hello Asha,\n\nYour booking is confirmed.\n${'Details of the session. '.repeat(24)}`,
      attachment: { filename: 'booking.ics', contentType: 'text/calendar', content: ics },
    },
    { channel: 'sms', to: '9876543210', text: 'Studio Hive: your booking is confirmed.' },
  ];
}

// The SMTP server and SMS gateway in a process of their own (bench/notifications-sinks.ts).
const sinks = spawn(process.execPath, ['--import', 'tsx', 'bench/notifications-sinks.ts'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = createInterface({ input: sinks.stdout })[Symbol.asyncIterator]();
const { smtpUrl, smsUrl } = JSON.parse((await lines.next()).value as string) as {
  smtpUrl: string;
  smsUrl: string;
};
const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
const name = `studio_hive_bench_notifications_${process.pid}`;
await createDatabase(admin, name);
const database = await openDatabase({
  kind: 'postgres',
  url: withDatabase(ADMIN_URL, name),
  queryTimeoutMs: 0,
});
try {
  await migrateDatabase(database);
  for (let i = 0; i < COUNT / 2; i += 100) {
    const batch = Array.from({ length: 100 }, (_, k) => messages(i + k)).flat();
    await writeNotifications(database.db, batch);
  }
  const log = { info() {}, warn() {}, error() {} } as never;
  const notifier = createNotifier(
    {
      dataDir: '/tmp',
      smtpUrl,
      mailFrom: 'Studio Hive <no-reply@studiohive.in>',
      smsWebhookUrl: smsUrl,
    },
    log,
  );
  const dispatcher = createNotificationDispatcher({
    db: database.db,
    notifier,
    log,
    pollIntervalMs: 3_600_000,
  });
  console.log(`start: load1 ${loadavg()[0]!.toFixed(2)}, ${COUNT} notifications pending`);
  const started = performance.now();
  const result = await dispatcher.deliverNow();
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.stop();
  await notifier.close();
  sinks.kill('SIGTERM');
  const received = JSON.parse((await lines.next()).value as string) as {
    emails: number;
    sms: number;
  };
  console.log(
    `sent ${result.sent}, failed ${result.failed} in ${seconds.toFixed(1)} s: ` +
      `${(result.sent / seconds).toFixed(0)} notifications/s ` +
      `(received: ${received.emails} e-mails, ${received.sms} SMS)`,
  );
  console.log(`end: load1 ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await database.close();
  await dropDatabase(admin, name);
  await admin.close();
  sinks.kill('SIGKILL');
}
