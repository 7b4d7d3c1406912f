import { readFile } from 'node:fs/promises';
import { outboxPath, type OutgoingMessage } from '../notifications/notifier';

export type OutboxEntry = OutgoingMessage & { at: string };

/**
 * Every message the app wrote to DATA_DIR/outbox.jsonl, oldest first. A line without its
 * newline yet is being appended by a delivery still running (one a previous request kicked): it is
 * not a message until it is whole.
 */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const text = await readFile(outboxPath(dataDir), 'utf8').catch(() => '');
  const whole = text.slice(0, text.lastIndexOf('\n') + 1);
  return whole
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** The 6-digit code of the newest message on `channel` to `to`. */
export async function latestCode(
  dataDir: string,
  channel: 'email' | 'sms',
  to: string,
): Promise<string> {
  const entries = (await readOutbox(dataDir)).filter((m) => m.channel === channel && m.to === to);
  const code = /\b(\d{6})\b/.exec(entries.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no ${channel} code for ${to} in the outbox`);
  return code;
}
