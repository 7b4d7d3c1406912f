import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/transaction';
import { call, randomAddress } from '../../test/factories';
import { readOutbox, type OutboxEntry } from '../../test/outbox';
import type { TestApp } from '../../test/test-app';

/**
 * What the public-forms integration tests share (inquiries and inquiries-abuse): the team's
 * inbox, the limit per hour, the two forms' bodies, and reading the rows and the outbox. `app`
 * gives the test app once `beforeAll` made it.
 */
export const TEAM = 'leads@studiohive.test';
export const PER_HOUR = 3;

/** A word no other test writes, to find this test's row and notification. */
export const marker = () => `m${randomBytes(4).toString('hex')}`;

export const inquiryInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Nair',
  whatsapp: '+91 98765-43210',
  location: `Sector 29, Gurgaon ${marker()}`,
  hasRoom: 'yes',
  needsHelp: 'no',
  ...overrides,
});

export const contactInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta',
  email: 'Arjun.Mehta@Example.com',
  subject: `Question about a booking ${marker()}`,
  message: 'Can I bring my own microphone?\nThanks!',
  category: 'booking',
  ...overrides,
});

type InquiryRow = {
  id: string;
  name: string;
  whatsapp: string;
  location: string;
  has_room: boolean;
  needs_help: boolean;
};
type ContactRow = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: string;
};

export function formsClient(app: () => TestApp) {
  const post = (url: string, payload: unknown, address = randomAddress()) =>
    call(app(), 'POST', url, { payload, address });

  /**
   * The e-mails written to the outbox since `before` entries that mention `marker` (this test's
   * own submission), after a sweep: an earlier test's notification may still be landing (its kick's
   * sweep).
   */
  async function teamMailsSince(before: number, marker: string): Promise<OutboxEntry[]> {
    await app().app.notifications.sweepNow();
    return (await readOutbox(app().config.dataDir))
      .slice(before)
      .filter((entry) => entry.text.includes(marker));
  }

  const outboxLength = async () => (await readOutbox(app().config.dataDir)).length;

  const inquiryRows = (location: string) =>
    rowsOf<InquiryRow>(
      app().database.db,
      sql`select id::text as id, name, whatsapp, location, has_room, needs_help
          from studio_inquiries where location = ${location}`,
    );
  const contactRows = (subject: string) =>
    rowsOf<ContactRow>(
      app().database.db,
      sql`select id::text as id, name, email, subject, message, category
          from contact_messages where subject = ${subject}`,
    );
  const count = async (table: 'studio_inquiries' | 'contact_messages' | 'notifications') => {
    const [row] = await rowsOf<{ n: number }>(
      app().database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return row!.n;
  };

  return { post, teamMailsSince, outboxLength, inquiryRows, contactRows, count };
}
