import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { ContactRequest, StudioInquiryRequest } from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { noticesInsertStep, type NoticeDispatcher } from '../../notifications/notice-dispatcher';
import { contactMessageNotice, studioInquiryNotice } from '../../notifications/messages';
import type { OutgoingMessage } from '../../notifications/notifier';
import type { PublicFormLimits } from './public-form-limits';

/**
 * The public forms (spec sections 3, 7 and 8; decision 013): a studio owner's inquiry from the
 * lead page and a message from the Contact page. Each is stored and tells the team's inbox
 * through the notices outbox (decision 004), in one statement: the row and its notice commit
 * together, so a failing mail server loses nothing, and the mail goes after the commit.
 */
export type InquiriesContext = {
  db: Database;
  /** Told after the commit, so the team's mail goes out at once. */
  notices: Pick<NoticeDispatcher, 'kick'>;
  limits: PublicFormLimits;
  /** TEAM_EMAIL: the only address these forms ever write to. */
  teamEmail: string;
};

/** Who sent the request: the address the limits count (behind TRUST_PROXY, the proxy's word). */
export type Client = { address: string };

/**
 * `insertRow` as the CTE `r` (it must return a row), then the notices, written only with it.
 * The id is made here so the notice can name the row in the same statement.
 */
async function storeWithNotice(ctx: InquiriesContext, insertRow: SQL, notice: OutgoingMessage) {
  await ctx.db.execute(
    sql`with r as (${insertRow})${noticesInsertStep([notice], 'r')} select id from r`,
  );
  ctx.notices.kick();
}

export async function submitStudioInquiry(
  ctx: InquiriesContext,
  inquiry: StudioInquiryRequest,
  client: Client,
): Promise<void> {
  await ctx.limits.studioInquiry(client.address);
  const id = randomUUID();
  await storeWithNotice(
    ctx,
    sql`insert into studio_inquiries (id, name, whatsapp, location, has_room, needs_help)
        values (${id}::uuid, ${inquiry.name}::text, ${inquiry.whatsapp}::text,
                ${inquiry.location}::text, ${inquiry.hasRoom === 'yes'}::boolean,
                ${inquiry.needsHelp === 'yes'}::boolean)
        returning id`,
    studioInquiryNotice({ teamEmail: ctx.teamEmail, id, inquiry }),
  );
}

export async function sendContactMessage(
  ctx: InquiriesContext,
  message: ContactRequest,
  client: Client,
): Promise<void> {
  await ctx.limits.contactMessage(client.address);
  const id = randomUUID();
  await storeWithNotice(
    ctx,
    sql`insert into contact_messages (id, name, email, subject, message, category)
        values (${id}::uuid, ${message.name}::text, ${message.email}::text,
                ${message.subject}::text, ${message.message}::text, ${message.category}::text)
        returning id`,
    contactMessageNotice({ teamEmail: ctx.teamEmail, id, message }),
  );
}
