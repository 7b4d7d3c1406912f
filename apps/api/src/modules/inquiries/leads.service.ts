import { sql, type SQL } from 'drizzle-orm';
import {
  LEAD_MESSAGES,
  type ContactMessageLead,
  type LeadsQuery,
  type StudioInquiryLead,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { containsPattern, ilike, isoUtc } from '../../db/sql-fragments';
import { rowsOf } from '../../db/transaction';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/pagination';
import { isUuid } from '../../lib/uuid';

/**
 * The leads screen (decision 019): what the public forms stored (decision 013), for admins only,
 * newest first, searched, paged, and marked handled (by whom, when) or open again.
 */
export type LeadsContext = { db: Database; now: () => Date };

type Row = Record<string, unknown> & {
  id: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
};

/** The two kinds of lead: their table, the sender's words `q` searches, their JSON. */
const KINDS = {
  inquiry: {
    table: 'studio_inquiries',
    columns: 'l.name, l.whatsapp, l.location, l.has_room, l.needs_help',
    searched: ['l.name', 'l.whatsapp', 'l.location'],
    notFound: LEAD_MESSAGES.inquiryNotFound,
    toJson: (row: Row): StudioInquiryLead => ({
      _id: row.id,
      name: row.name as string,
      whatsapp: row.whatsapp as string,
      location: row.location as string,
      hasRoom: row.has_room ? 'yes' : 'no',
      needsHelp: row.needs_help ? 'yes' : 'no',
      ...handling(row),
    }),
  },
  contact: {
    table: 'contact_messages',
    columns: 'l.name, l.email, l.subject, l.message, l.category',
    searched: ['l.name', 'l.email', 'l.subject', 'l.message'],
    notFound: LEAD_MESSAGES.contactNotFound,
    toJson: (row: Row): ContactMessageLead => ({
      _id: row.id,
      name: row.name as string,
      email: row.email as string,
      subject: row.subject as string,
      message: row.message as string,
      category: row.category as ContactMessageLead['category'],
      ...handling(row),
    }),
  },
} as const;

type Kind = keyof typeof KINDS;
type LeadOf<K extends Kind> = ReturnType<(typeof KINDS)[K]['toJson']>;

function handling(row: Row) {
  return { createdAt: row.created_at, handledAt: row.handled_at, handledBy: row.handled_by };
}

/**
 * The columns of the leads of `from` (their table, or the rows an update returned) with the
 * handling admin's name (null when gone).
 */
function selectLeads(kind: Kind, from: SQL = sql.raw(KINDS[kind].table)): SQL {
  return sql`select l.id::text as id, ${sql.raw(KINDS[kind].columns)},
                    ${isoUtc('l.created_at')} as created_at,
                    case when l.handled_at is null then null else ${isoUtc('l.handled_at')} end
                      as handled_at,
                    u.name as handled_by
             from ${from} l left join users u on u.id = l.handled_by`;
}

/**
 * `q`: a case-insensitive substring of the sender's words, its '%', '_' and '\' taken literally
 * (as GET /admin/bookings); digits typed with spaces or dashes also find a WhatsApp number.
 */
function leadsFilter(kind: Kind, query: LeadsQuery): SQL {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matches = KINDS[kind].searched.map((column) => ilike(column, pattern));
    const digits = query.q.replace(/[\s-]/g, '');
    if (kind === 'inquiry' && /^\d+$/.test(digits) && digits !== query.q) {
      matches.push(sql`l.whatsapp like ${containsPattern(digits)}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  if (query.status === 'open') conditions.push(sql`l.handled_at is null`);
  if (query.status === 'handled') conditions.push(sql`l.handled_at is not null`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

async function listLeads<K extends Kind>(
  ctx: LeadsContext,
  kind: K,
  query: LeadsQuery,
): Promise<Page<LeadOf<K>>> {
  const where = leadsFilter(kind, query);
  const offset = (query.page - 1) * query.limit;
  const [rows, [count]] = await Promise.all([
    rowsOf<Row>(
      ctx.db,
      sql`${selectLeads(kind)} where ${where}
          order by l.created_at desc, l.id desc limit ${query.limit} offset ${offset}`,
    ),
    rowsOf<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from ${sql.raw(KINDS[kind].table)} l where ${where}`,
    ),
  ]);
  return {
    items: rows.map((row) => KINDS[kind].toJson(row) as LeadOf<K>),
    total: Number(count?.total ?? 0),
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
  const change = handledBy
    ? sql`handled_at = coalesce(handled_at, ${ctx.now().toISOString()}::timestamptz),
          handled_by = case when handled_at is null then ${handledBy.id}::uuid else handled_by end`
    : sql`handled_at = null, handled_by = null`;
  const [row] = await rowsOf<Row>(
    ctx.db,
    sql`with changed as (
          update ${sql.raw(table)} set ${change} where id = ${id}::uuid returning *
        )
        ${selectLeads(kind, sql`changed`)}`,
  );
  if (!row) throw notFound(missing);
  return KINDS[kind].toJson(row) as LeadOf<K>;
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
