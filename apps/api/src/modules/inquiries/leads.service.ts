import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  CONTACT_CATEGORIES,
  LEAD_MESSAGES,
  type ContactMessageLead,
  type LeadsQuery,
  type StudioInquiryLead,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { contactMessages, studioInquiries, users } from '../../db/schema';
import {
  containsPattern,
  cte,
  decodedRow,
  decodedRows,
  ilike,
  isoUtc,
} from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/pagination';
import { isUuid } from '../../lib/uuid';

/**
 * The leads screen (decision 019): what the public forms stored (decision 013), for admins only,
 * newest first, searched, paged, and marked handled (by whom, when) or open again.
 */
export type LeadsContext = { db: Database; now: () => Date };

/** A lead `l` of either kind, and the admin `hu` who handled it. */
const inquiry = alias(studioInquiries, 'l');
const contact = alias(contactMessages, 'l');
const hu = alias(users, 'hu');

/** The columns both kinds share (the lead, its sender's name, its handling), as the lead JSON names them. */
const leadRow = {
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
};
const leadFields = (row: z.infer<z.ZodObject<typeof leadRow>>) => ({
  _id: row.id,
  name: row.name,
  createdAt: row.created_at,
  handledAt: row.handled_at,
  handledBy: row.handled_by,
});

/** The two kinds of lead: their table, its columns, the sender's words `q` searches, their JSON. */
const KINDS = {
  inquiry: {
    table: studioInquiries,
    l: inquiry,
    columns: sql`${inquiry.name} as name, ${inquiry.whatsapp} as whatsapp,
      ${inquiry.location} as location, ${inquiry.hasRoom} as has_room,
      ${inquiry.needsHelp} as needs_help`,
    searched: [inquiry.name, inquiry.whatsapp, inquiry.location],
    notFound: LEAD_MESSAGES.inquiryNotFound,
    row: z
      .object({
        ...leadRow,
        whatsapp: z.string(),
        location: z.string(),
        has_room: z.boolean(),
        needs_help: z.boolean(),
      })
      .transform((row): StudioInquiryLead => ({
        ...leadFields(row),
        whatsapp: row.whatsapp,
        location: row.location,
        hasRoom: row.has_room ? 'yes' : 'no',
        needsHelp: row.needs_help ? 'yes' : 'no',
      })),
  },
  contact: {
    table: contactMessages,
    l: contact,
    columns: sql`${contact.name} as name, ${contact.email} as email,
      ${contact.subject} as subject, ${contact.message} as message,
      ${contact.category} as category`,
    searched: [contact.name, contact.email, contact.subject, contact.message],
    notFound: LEAD_MESSAGES.contactNotFound,
    row: z
      .object({
        ...leadRow,
        email: z.string(),
        subject: z.string(),
        message: z.string(),
        category: z.enum(CONTACT_CATEGORIES),
      })
      .transform((row): ContactMessageLead => ({
        ...leadFields(row),
        email: row.email,
        subject: row.subject,
        message: row.message,
        category: row.category,
      })),
  },
} as const;

type Kind = keyof typeof KINDS;
type LeadOf<K extends Kind> = z.output<(typeof KINDS)[K]['row']>;

/**
 * The columns of the leads of `from` (their table, or the rows an update returned) as `l`, with
 * the handling admin's name (null when gone).
 */
function selectLeads(kind: Kind, from: SQL = sql`${KINDS[kind].table}`): SQL {
  const { l, columns } = KINDS[kind];
  return sql`select ${l.id}::text as id, ${columns},
                    ${isoUtc(l.createdAt)} as created_at,
                    case when ${l.handledAt} is null then null else ${isoUtc(l.handledAt)} end
                      as handled_at,
                    ${hu.name} as handled_by
             from ${from} ${l} left join ${users} ${hu} on ${hu.id} = ${l.handledBy}`;
}

/**
 * `q`: a case-insensitive substring of the sender's words, its '%', '_' and '\' taken literally
 * (as GET /admin/bookings); digits typed with spaces or dashes also find a WhatsApp number.
 */
function leadsFilter(kind: Kind, query: LeadsQuery): SQL {
  const { l } = KINDS[kind];
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matches = KINDS[kind].searched.map((column) => ilike(column, pattern));
    const digits = query.q.replace(/[\s-]/g, '');
    if (kind === 'inquiry' && /^\d+$/.test(digits) && digits !== query.q) {
      matches.push(sql`${inquiry.whatsapp} like ${containsPattern(digits)}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  if (query.status === 'open') conditions.push(sql`${l.handledAt} is null`);
  if (query.status === 'handled') conditions.push(sql`${l.handledAt} is not null`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

async function listLeads<K extends Kind>(
  ctx: LeadsContext,
  kind: K,
  query: LeadsQuery,
): Promise<Page<LeadOf<K>>> {
  const where = leadsFilter(kind, query);
  const offset = (query.page - 1) * query.limit;
  const { table, l, row } = KINDS[kind];
  const [items, count] = await Promise.all([
    decodedRows(
      ctx.db,
      sql`${selectLeads(kind)} where ${where}
          order by ${l.createdAt} desc, ${l.id} desc limit ${query.limit} offset ${offset}`,
      row,
    ),
    decodedRow(
      ctx.db,
      sql`select count(*)::int as total from ${table} ${l} where ${where}`,
      z.object({ total: z.coerce.number() }),
    ),
  ]);
  return {
    items: items as LeadOf<K>[],
    total: count?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * Marks a lead handled by `admin` (kept as it was when it already is, so the first admin's name
 * and time stay), or open again; returns the lead as it is now.
 */
async function setHandled<K extends Kind>(
  ctx: LeadsContext,
  kind: K,
  id: string,
  handledBy: { id: string } | null,
): Promise<LeadOf<K>> {
  const { table, notFound: missing } = KINDS[kind];
  if (!isUuid(id)) throw notFound(missing);
  // Unqualified in `set`: an update's targets never carry the table's name.
  const handledAt = sql.identifier(table.handledAt.name);
  const handledByColumn = sql.identifier(table.handledBy.name);
  const change = handledBy
    ? sql`${handledAt} = coalesce(${table.handledAt}, ${ctx.now().toISOString()}::timestamptz),
          ${handledByColumn} = case when ${table.handledAt} is null then ${handledBy.id}::uuid
                                    else ${table.handledBy} end`
    : sql`${handledAt} = null, ${handledByColumn} = null`;
  const changed = cte('changed', []);
  const lead = await decodedRow(
    ctx.db,
    sql`with ${changed.as(sql`update ${table} set ${change} where ${table.id} = ${id}::uuid returning *`)}
        ${selectLeads(kind, changed.ref)}`,
    KINDS[kind].row,
  );
  if (!lead) throw notFound(missing);
  return lead as LeadOf<K>;
}

export const listStudioInquiries = (ctx: LeadsContext, query: LeadsQuery) =>
  listLeads(ctx, 'inquiry', query);
export const listContactMessages = (ctx: LeadsContext, query: LeadsQuery) =>
  listLeads(ctx, 'contact', query);
export const setStudioInquiryHandled = (
  ctx: LeadsContext,
  id: string,
  handledBy: { id: string } | null,
) => setHandled(ctx, 'inquiry', id, handledBy);
export const setContactMessageHandled = (
  ctx: LeadsContext,
  id: string,
  handledBy: { id: string } | null,
) => setHandled(ctx, 'contact', id, handledBy);
