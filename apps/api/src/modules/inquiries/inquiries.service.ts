import { randomUUID } from 'node:crypto';
import type { ContactRequest, StudioInquiryRequest } from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { contactMessages, studioInquiries } from '../../db/schema';
import { inTransaction, type Transaction } from '../../db/transaction';
import {
  writeNotifications,
  type NotificationDispatcher,
} from '../../notifications/notification-dispatcher';
import {
  contactMessageNotification,
  studioInquiryNotification,
} from '../../notifications/messages';
import type { OutgoingMessage } from '../../notifications/notifier';
import type { PublicFormLimits } from './public-form-limits';

/**
 * The public forms (docs/product.md#inquiries, docs/api.md#public-forms and docs/product.md#messages; decision 013): a studio owner's inquiry from the
 * lead page and a message from the Contact page. Each is stored and tells the team's inbox
 * through the notifications outbox (decision 004), in one transaction: the row and its notification commit
 * together, so a failing mail server loses nothing, and the mail goes after the commit.
 */
export type InquiriesContext = {
  db: Database;
  /** Told after the commit, so the team's mail goes out at once. */
  notifications: Pick<NotificationDispatcher, 'kick'>;
  limits: PublicFormLimits;
  /** TEAM_EMAIL: the only address these forms ever write to. */
  teamEmail: string;
};

/** Who sent the request: the address the limits count (behind TRUST_PROXY, the proxy's word). */
export type Client = { address: string };

/**
 * `insertRow`, then its notification, in one transaction (`inTransaction`, as every other write of the
 * API). The id is made by the caller so the notification can name the row.
 */
async function storeWithNotification(
  ctx: InquiriesContext,
  insertRow: (tx: Transaction) => Promise<unknown>,
  notification: OutgoingMessage,
) {
  await inTransaction(ctx.db, async (tx) => {
    await insertRow(tx);
    await writeNotifications(tx, [notification]);
  });
  ctx.notifications.kick();
}

export async function submitStudioInquiry(
  ctx: InquiriesContext,
  inquiry: StudioInquiryRequest,
  client: Client,
): Promise<void> {
  await ctx.limits.studioInquiry(client.address);
  const id = randomUUID();
  await storeWithNotification(
    ctx,
    (tx) =>
      tx.insert(studioInquiries).values({
        id,
        name: inquiry.name,
        whatsapp: inquiry.whatsapp,
        location: inquiry.location,
        hasRoom: inquiry.hasRoom === 'yes',
        needsHelp: inquiry.needsHelp === 'yes',
      }),
    studioInquiryNotification({ teamEmail: ctx.teamEmail, id, inquiry }),
  );
}

export async function sendContactMessage(
  ctx: InquiriesContext,
  message: ContactRequest,
  client: Client,
): Promise<void> {
  await ctx.limits.contactMessage(client.address);
  const id = randomUUID();
  await storeWithNotification(
    ctx,
    (tx) =>
      tx.insert(contactMessages).values({
        id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        category: message.category,
      }),
    contactMessageNotification({ teamEmail: ctx.teamEmail, id, message }),
  );
}
