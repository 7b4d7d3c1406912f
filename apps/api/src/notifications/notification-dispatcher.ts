import { and, eq, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import { columnNames, cte, type Cte } from '../db/sql-fragments';
import { createOutageLog, type DatabaseOutageLog } from '../db/database-outage';
import type { Executor } from '../db/transaction';
import type { Notifier, OutgoingMessage } from './notifier';

/**
 * The notifications outbox (decision 004). A change that tells people about itself (a booking, its
 * deletion) writes its e-mails and SMS with `writeNotifications` in its own transaction; after the
 * commit the dispatcher sends them. So a failing transport never loses or blocks the change, and
 * a notification is never sent for a change that rolled back.
 *
 * The dispatcher delivers the due notifications when kicked (right after a commit) and when it
 * polls the outbox, which also picks up retries and what another process left behind. Rows are
 * claimed with `FOR UPDATE SKIP LOCKED` and leased (their next attempt pushed ahead) in one short statement,
 * so several API processes over one PostgreSQL never send a notification twice, and a process that dies
 * mid-send leaves the notification to be tried again when the lease ends (seconds: the lease is
 * renewed while its batch is being sent). Delivery is at least once: a crash between the transport
 * accepting a message and its being marked sent (within MARK_SENT_WITHIN_MS) repeats that message.
 */

/** Notifications claimed per round trip. */
const BATCH_SIZE = 20;
/**
 * A claimed notification not marked sent or failed by then (its process died) is tried again.
 * Renewed every third of it while its batch is still being sent, so a slow transport keeps what
 * it is sending (a 10-minute lease made the claims of a killed process wait that long).
 */
const LEASE_SECONDS = 30;
/** Sent notifications are marked together, at most this long after the transport took them. */
const MARK_SENT_WITHIN_MS = 50;
/** Retries wait 5 s, 10 s, 20 s ... up to an hour. */
const FIRST_RETRY_SECONDS = 5;
const MAX_RETRY_SECONDS = 60 * 60;
/** A notification still failing this long after it was written is given up (status 'failed'). */
const GIVE_UP_AFTER = '3 days';

/** How often the outbox is polled for what is due: retries, and what another process left. */
const DEFAULT_POLL_INTERVAL_MS = 5_000;
/** When a delivery fails (the database is down), the next poll waits up to this long. */
const MAX_POLL_PAUSE_MS = 60_000;

export type DeliveryResult = { sent: number; failed: number };

export type NotificationDispatcher = {
  /** Send the due notifications soon, without waiting (after a commit). */
  kick(): void;
  /**
   * Sends every notification due now (written, or whose retry time has come) and returns what happened.
   * Deliveries run one at a time; a call during a delivery runs one more after it.
   */
  deliverNow(): Promise<DeliveryResult>;
  /** Stops polling and waits for a delivery in progress; no timer is left behind. */
  stop(): Promise<void>;
};

/** The stored columns of one outgoing message. */
function notificationColumns(message: OutgoingMessage) {
  const email = message.channel === 'email' ? message : null;
  return {
    channel: message.channel,
    recipient: message.to,
    subject: email?.subject ?? null,
    text: message.text,
    attachmentFilename: email?.attachment?.filename ?? null,
    attachmentContentType: email?.attachment?.contentType ?? null,
    attachmentContent: email?.attachment?.content ?? null,
  };
}

/** Writes `messages` as pending notifications with `tx`: they commit, or roll back, with the change. */
export async function writeNotifications(tx: Executor, messages: OutgoingMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(notifications).values(messages.map(notificationColumns));
}

/** The outbox columns a notification's message is made from. */
export const notificationMessageColumns = {
  channel: notifications.channel,
  recipient: notifications.recipient,
  subject: notifications.subject,
  text: notifications.text,
  attachmentFilename: notifications.attachmentFilename,
  attachmentContentType: notifications.attachmentContentType,
  attachmentContent: notifications.attachmentContent,
};
/** The columns of the rows `notificationsInsertStep` writes, each as one array parameter. */
export const NOTIFICATION_ARRAYS = [
  'notificationChannels',
  'notificationRecipients',
  'notificationSubjects',
  'notificationTexts',
  'notificationFilenames',
  'notificationContentTypes',
  'notificationContents',
] as const;
type NotificationArray = (typeof NOTIFICATION_ARRAYS)[number];

/** `messages` as the arrays `notificationsInsertStep` reads, one element per message. */
export function notificationArrays(
  messages: OutgoingMessage[],
): Record<NotificationArray, (string | null)[]> {
  const rows = messages.map(notificationColumns);
  return {
    notificationChannels: rows.map((r) => r.channel),
    notificationRecipients: rows.map((r) => r.recipient),
    notificationSubjects: rows.map((r) => r.subject),
    notificationTexts: rows.map((r) => r.text),
    notificationFilenames: rows.map((r) => r.attachmentFilename),
    notificationContentTypes: rows.map((r) => r.attachmentContentType),
    notificationContents: rows.map((r) => r.attachmentContent),
  };
}

/**
 * The rows of `notificationArrays` as one more step (`, n as (insert ...)`) of a `with`
 * statement, written only if the statement's CTE `onlyWith` produced a row: a write and its
 * notifications in one statement, so in one round trip and atomic without an explicit
 * transaction. The arrays are placeholders of a reusable statement (db/sql-fragments.ts).
 */
export function notificationsInsertStep(
  arrays: Record<NotificationArray, Placeholder>,
  onlyWith: Cte<string>,
): SQL {
  const a = arrays;
  return sql`, ${cte('n', []).as(sql`
      insert into ${notifications} (${columnNames(...Object.values(notificationMessageColumns))})
      select x.channel, x.recipient, x.subject, x.text, x.filename, x.content_type, x.content
      from ${onlyWith.ref}
      cross join unnest(${a.notificationChannels}::text[], ${a.notificationRecipients}::text[],
        ${a.notificationSubjects}::text[], ${a.notificationTexts}::text[],
        ${a.notificationFilenames}::text[], ${a.notificationContentTypes}::text[],
        ${a.notificationContents}::text[])
        as x(channel, recipient, subject, text, filename, content_type, content)`)}`;
}

export type StoredNotification = Pick<
  typeof notifications.$inferSelect,
  keyof typeof notificationMessageColumns
>;

/** What a delivery reads of each notification it claims. */
const claimedColumns = {
  id: notifications.id,
  ...notificationMessageColumns,
  attempts: notifications.attempts,
};
type ClaimedNotification = Pick<typeof notifications.$inferSelect, keyof typeof claimedColumns>;

/** The message a stored notification sends. */
export function notificationMessage(row: StoredNotification): OutgoingMessage {
  if (row.channel === 'sms') return { channel: 'sms', to: row.recipient, text: row.text };
  return {
    channel: 'email',
    to: row.recipient,
    subject: row.subject ?? '',
    text: row.text,
    ...(row.attachmentFilename && row.attachmentContent !== null
      ? {
          attachment: {
            filename: row.attachmentFilename,
            contentType: row.attachmentContentType ?? 'application/octet-stream',
            content: row.attachmentContent,
          },
        }
      : {}),
  };
}

/** The pause before the next try after `attempts` failed ones. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

export function createNotificationDispatcher(options: {
  db: Database;
  notifier: Notifier;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  /** The claim's lease (default LEASE_SECONDS); tests shorten it. */
  leaseSeconds?: number;
  /**
   * Where a failure because the database is unavailable goes (one line per outage, the app's);
   * other failures are logged here. Defaults to a log of the dispatcher's own.
   */
  databaseOutage?: DatabaseOutageLog;
  /**
   * Polling starts once this settles: the server's database migrated (a delivery from a
   * database still empty fails for want of its tables). At once without it.
   */
  startAfter?: Promise<unknown>;
}): NotificationDispatcher {
  const { db, notifier, log } = options;
  const outage = options.databaseOutage ?? createOutageLog(log);
  /** A failure of the delivery's own work: counted in the outage, or logged as a warning. */
  const warn = (error: unknown, message: string) => {
    if (!stopped && !outage.noted(error)) log.warn({ err: error }, message);
  };
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const interval = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pause = interval;
  /** The deliveries in order; `queued` is the one not started yet, which later callers share. */
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<DeliveryResult> | undefined;

  /** Leases a batch of due notifications; `skip locked` lets processes deliver side by side. */
  const claim = () =>
    db
      .update(notifications)
      .set({
        attempts: sql`${notifications.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds}::int)`,
      })
      .where(
        inArray(
          notifications.id,
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.status, 'pending'),
                lte(notifications.nextAttemptAt, sql`now()`),
              ),
            )
            .orderBy(notifications.nextAttemptAt)
            .limit(BATCH_SIZE)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning(claimedColumns);

  async function deliver(row: ClaimedNotification): Promise<boolean> {
    try {
      await notifier.send(notificationMessage(row));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelaySeconds(Number(row.attempts));
      const [state] = await db
        .update(notifications)
        .set({
          lastError: reason.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay}::int)`,
          status: sql`case when ${notifications.createdAt} < now() - ${GIVE_UP_AFTER}::interval
                      then 'failed' else 'pending' end`,
        })
        .where(eq(notifications.id, row.id))
        .returning({ status: notifications.status });
      const context = {
        notification: row.id,
        channel: row.channel,
        attempts: row.attempts,
        reason,
      };
      if (state?.status === 'failed')
        log.error(context, 'notification given up after repeated failures');
      else log.warn({ ...context, retryInSeconds: delay }, 'notification not sent; will retry');
      return false;
    }
    return true;
  }

  /** One statement for the sent notifications of a moment, not one per notification (bench/booking.md). */
  const markSent = (ids: string[]) =>
    db
      .update(notifications)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(inArray(notifications.id, ids));

  /** Keeps the claim on notifications still being sent. */
  const renewLease = (ids: string[]) =>
    db
      .update(notifications)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds}::int)` })
      .where(and(inArray(notifications.id, ids), eq(notifications.status, 'pending')));

  /**
   * Delivers a claimed batch: each notification marked sent soon after the transport took it
   * (not when the whole batch is done, which a crash would repeat in full), the lease renewed
   * meanwhile. Resolves to the ids sent.
   */
  async function deliverBatch(batch: ClaimedNotification[]): Promise<string[]> {
    const unsettled = new Set(batch.map((row) => row.id));
    const renewal = setInterval(
      () =>
        void renewLease([...unsettled]).catch((error: unknown) =>
          warn(error, 'notification lease not renewed'),
        ),
      (leaseSeconds * 1000) / 3,
    );
    renewal.unref();
    const sent: string[] = [];
    let unmarked: string[] = [];
    let marking: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const ids = unmarked;
      unmarked = [];
      if (ids.length > 0) marking = marking.then(() => markSent(ids));
      return marking;
    };
    try {
      await Promise.all(
        batch.map(async (row) => {
          const ok = await deliver(row);
          unsettled.delete(row.id);
          if (!ok) return;
          sent.push(row.id);
          unmarked.push(row.id);
          timer ??= setTimeout(() => void flush().catch(() => undefined), MARK_SENT_WITHIN_MS);
        }),
      );
    } finally {
      clearInterval(renewal);
    }
    await flush();
    return sent;
  }

  /** Delivers batch after batch until fewer than a batch are due. */
  async function deliverDue(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, failed: 0 };
    while (!stopped) {
      const batch = await claim();
      const sent = await deliverBatch(batch);
      result.sent += sent.length;
      result.failed += batch.length - sent.length;
      if (batch.length < BATCH_SIZE) break;
    }
    return result;
  }

  function queueDelivery(): Promise<DeliveryResult> {
    if (stopped) return Promise.resolve({ sent: 0, failed: 0 });
    if (!queued) {
      const next = chain.then(() => {
        queued = undefined;
        return deliverDue();
      });
      queued = next;
      chain = next.catch(() => undefined);
    }
    return queued;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      queueDelivery()
        .then(() => (pause = interval))
        .catch((error: unknown) => {
          pause = Math.min(pause * 2, MAX_POLL_PAUSE_MS);
          warn(error, 'notification sweep failed; trying again later');
        })
        .finally(schedule);
    }, pause);
    // Polling never keeps a process alive on its own.
    timer.unref();
  }
  if (options.startAfter) options.startAfter.then(schedule, () => undefined);
  else schedule();

  return {
    kick() {
      queueDelivery().catch((error: unknown) =>
        warn(error, 'notification sweep failed; the periodic sweep retries'),
      );
    },
    deliverNow: queueDelivery,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
