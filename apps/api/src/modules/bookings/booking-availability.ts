import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isWithinOpeningHours, istHour, istToday } from '@studio-hive/domain';
import { studios, studioSlots } from '../../db/schema';
import { decodedRow, reusableStatement } from '../../db/sql-fragments';
import { isUuid } from '../../lib/uuid';
import { withCaller, type UncheckedClaims } from '../auth/guards';
import { slotFree } from './booking-holds';
import { visibleOr404, type BookingsContext } from './booking-queries';

const s = alias(studios, 's');
const sl = alias(studioSlots, 'sl');

const availabilityRow = z.object({
  caller: z.unknown(),
  approved: z.boolean().nullable(),
  author_id: z.string().nullable(),
  opening_hour: z.coerce.number().nullable(),
  closing_hour: z.coerce.number().nullable(),
  slots: z.array(z.object({ date: z.string(), hour: z.coerce.number() })).nullable(),
});

const availabilityRead = reusableStatement(
  ['callerAccount', 'today', 'hour', 'now', 'studioId'],
  (v) => sql`select ${v.callerAccount} as caller, ${s.approved} as approved,
            ${s.authorId}::text as author_id,
            ${s.openingHour}::int as opening_hour, ${s.closingHour}::int as closing_hour,
            (select json_agg(json_build_object('date', ${sl.date}::text, 'hour', ${sl.hour})
                             order by ${sl.date}, ${sl.hour})
             from ${studioSlots} ${sl}
             where ${sl.studioId} = ${s.id}
               and (${sl.date} > ${v.today}::date
                    or (${sl.date} = ${v.today}::date and ${sl.hour} > ${v.hour}::int))
               and ${slotFree(sl, v.now)}) as slots
          from (select 1) as one
          left join ${studios} ${s} on ${s.id} = ${v.studioId}::uuid`,
);

/**
 * The hours that can be booked now (docs/api.md): available, busy in no imported calendar, not
 * booked, still ahead in IST, within the opening hours; dates ascending, hours ascending, days without such hours left out.
 * A pending studio is visible to its author and admins only (404 for everyone else, as GET
 * /studio/:id).
 */
export async function listAvailability(
  ctx: BookingsContext,
  claims: UncheckedClaims,
  studioId: string,
): Promise<{ date: string; hours: number[] }[]> {
  const now = ctx.now();
  const today = istToday(now);
  // One round trip: the caller's account, the studio's access columns and its bookable hours
  // (read before the checks, shown only after them).
  const { caller, ...row } = await withCaller(claims, async (callerAccount) => {
    const found = await decodedRow(
      ctx.db,
      availabilityRead({
        callerAccount,
        today,
        hour: istHour(now),
        now: now.toISOString(),
        studioId: isUuid(studioId) ? studioId : null,
      }),
      availabilityRow,
    );
    return (
      found ?? {
        caller: null,
        approved: null,
        author_id: null,
        opening_hour: null,
        closing_hour: null,
        slots: null,
      }
    );
  });
  const studio =
    row.approved !== null && row.author_id !== null
      ? { approved: row.approved, author_id: row.author_id }
      : null;
  visibleOr404(studio, caller);
  // Hours outside the opening hours are never offered, whatever the rows say (decision 027).
  const opening = { start: row.opening_hour, end: row.closing_hour };
  const days: { date: string; hours: number[] }[] = [];
  for (const slot of row.slots ?? []) {
    if (!isWithinOpeningHours(slot.hour, opening)) continue;
    const day = days.at(-1);
    if (day?.date === slot.date) day.hours.push(slot.hour);
    else days.push({ date: slot.date, hours: [slot.hour] });
  }
  return days;
}
