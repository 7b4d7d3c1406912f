import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A file sent with an e-mail, as text (the booking's .ics). */
type MailAttachment = { filename: string; contentType: string; content: string };

export type OutgoingMessage =
  | { channel: 'email'; to: string; subject: string; text: string; attachment?: MailAttachment }
  | { channel: 'sms'; to: string; text: string };

export type Notifier = {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
};

export type NotifierOptions = {
  dataDir: string;
  /** Set: e-mail goes over SMTP; unset: to the outbox file. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Set: SMS are POSTed as JSON to this gateway; unset: to the outbox file. */
  smsWebhookUrl: string | undefined;
  /** Give up on a slow SMS gateway after this long. */
  smsTimeoutMs?: number;
  /** Give up on an SMTP server that does not connect, greet or answer after this long. */
  smtpTimeoutMs?: number;
};

/**
 * nodemailer waits 2 minutes for a connection and 30 s for the greeting: a signup, which sends
 * its codes while the person waits, hung that long on an SMTP server that stopped answering.
 */
const SMTP_TIMEOUT_MS = 5_000;

/** SMTP connections kept open and used in parallel: one per message was the outbox's bottleneck. */
const SMTP_CONNECTIONS = 5;

/**
 * The SMTP URL with the transport's options in its query (nodemailer reads its options from an
 * URL's query, and ignores other options given with an URL); ones the URL sets itself are kept.
 * Pooled connections (bench/notifications.md), and timeouts.
 */
function withSmtpOptions(smtpUrl: string, timeoutMs: number): string {
  const url = new URL(smtpUrl);
  const defaults = {
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    // A message's own commands: silence this long mid-conversation ends it too.
    socketTimeout: timeoutMs * 3,
  };
  for (const [option, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(value));
  }
  return url.toString();
}

/** Where the development outbox lives (docs/decisions/004). */
export const outboxPath = (dataDir: string) => join(dataDir, 'outbox.jsonl');

/**
 * Delivers e-mail and SMS through the transports the configuration names. Without SMTP_URL or
 * SMS_WEBHOOK_URL a message is appended to DATA_DIR/outbox.jsonl as one JSON line, so a person
 * or a test can read the code (docs/api.md).
 */
export function createNotifier(options: NotifierOptions, log: FastifyBaseLogger): Notifier {
  const smtpTimeout = options.smtpTimeoutMs ?? SMTP_TIMEOUT_MS;
  const mailer = options.smtpUrl
    ? nodemailer.createTransport(withSmtpOptions(options.smtpUrl, smtpTimeout))
    : undefined;
  const outbox = outboxPath(options.dataDir);
  let outboxReady: Promise<unknown> | undefined;

  async function toOutbox(message: OutgoingMessage) {
    outboxReady ??= mkdir(options.dataDir, { recursive: true });
    await outboxReady;
    // An attachment is kept whole (filename, type, content), so a person can open the .ics.
    const line = JSON.stringify({ ...message, at: new Date().toISOString() });
    await appendFile(outbox, `${line}\n`, 'utf8');
    // The outbox is for development and tests (docs/api.md): the text is logged so codes are at hand.
    log.info(
      { channel: message.channel, to: message.to, text: message.text, outbox },
      'message written to the outbox',
    );
  }

  async function sendSms(url: string, message: Extract<OutgoingMessage, { channel: 'sms' }>) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(options.smsTimeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway responded with ${response.status}`);
    log.info({ channel: 'sms', to: message.to }, 'SMS handed to the gateway');
  }

  return {
    async send(message) {
      if (message.channel === 'email' && mailer) {
        // One address object, never a string nodemailer would split into a list of recipients.
        await mailer.sendMail({
          from: options.mailFrom,
          to: { name: '', address: message.to },
          subject: message.subject,
          // Plain text only: nothing a user wrote is ever put into HTML.
          text: message.text,
          ...(message.attachment ? { attachments: [message.attachment] } : {}),
        });
        log.info({ channel: 'email', to: message.to }, 'e-mail handed to the SMTP server');
      } else if (message.channel === 'sms' && options.smsWebhookUrl) {
        await sendSms(options.smsWebhookUrl, message);
      } else {
        await toOutbox(message);
      }
    },
    async close() {
      mailer?.close();
    },
  };
}
