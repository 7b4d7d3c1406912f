import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarReadsSpentMessage,
  importedCalendarListSchema,
  importedCalendarRequestSchema,
  importedCalendarResultSchema,
  IMPORTED_CALENDAR_MESSAGES,
  messageResultSchema,
} from '@studio-hive/domain';
import { rateLimited } from '../../http/errors';
import { bearer, errorResponses, idParams } from '../../http/openapi';
import { privateNoStore } from '../../http/security';
import { asCaller, type Auth } from '../auth/guards';
import type { CalendarsContext } from './calendar-records';
import type { CalendarSync } from './calendar-sync';
import {
  addCalendar,
  listCalendars,
  removeCalendar,
  syncCalendar,
  type SpendRead,
} from './imported-calendars.service';

/**
 * Reads of calendars (adding one, "Sync now") one owner may ask for in an hour: each is a
 * connection from our server to an address they chose (decision 048). Setting up 5 calendars and
 * syncing each a few times fits; a script that makes our server fetch for it does not.
 */
export const CALENDAR_READS_PER_HOUR = 30;

export type ImportedCalendarsRoutesOptions = {
  context: CalendarsContext;
  sync: CalendarSync;
  auth: Auth;
};

const calendarParams = idParams.extend({ calendarId: z.string().max(100) });

/** /api/studio/:id/calendars: a studio's imported calendars, for its author (docs/api.md). */
export const importedCalendarsRoutes: FastifyPluginAsyncZod<
  ImportedCalendarsRoutesOptions
> = async (app, options) => {
  const { context, sync, auth } = options;
  const tags = ['calendars'];
  const onlyOwners = auth.requireRole('owner');
  // Personal, and the hours change with every read: nobody may keep a copy.
  app.addHook('onSend', privateNoStore);

  // Counted where every process counts (Redis with REDIS_URL), per owner account.
  const readsOfOwner = app.createRateLimit({
    max: CALENDAR_READS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `calendar-reads:${request.currentUser?.id ?? ''}`,
  });
  const spendReadOf =
    (request: FastifyRequest): SpendRead =>
    async () => {
      const counted = await readsOfOwner(request);
      if (!counted.isAllowed && counted.isExceeded) {
        throw rateLimited(calendarReadsSpentMessage(CALENDAR_READS_PER_HOUR));
      }
    };

  app.get(
    '/studio/:id/calendars',
    {
      preHandler: onlyOwners,
      schema: {
        tags,
        summary: "The studio's imported calendars, for its author: addresses masked",
        security: bearer,
        params: idParams,
        response: { 200: importedCalendarListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    asCaller((caller, request) => listCalendars(context, caller, request.params.id)),
  );

  app.post(
    '/studio/:id/calendars',
    {
      preHandler: onlyOwners,
      schema: {
        tags,
        summary:
          'Links an iCalendar address to the studio and reads it at once: 201 also when it cannot be read (status "error"); 400 for an address that leads to a private or local network',
        security: bearer,
        params: idParams,
        body: importedCalendarRequestSchema,
        response: {
          201: importedCalendarResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    asCaller(async (caller, request, reply) => {
      const calendar = await addCalendar(
        context,
        caller,
        request.params.id,
        request.body,
        spendReadOf(request),
      );
      return reply.code(201).send({ calendar });
    }),
  );

  app.post(
    '/studio/:id/calendars/:calendarId/sync',
    {
      preHandler: onlyOwners,
      schema: {
        tags,
        summary: 'Reads the calendar now; the calendar as it stands after',
        security: bearer,
        params: calendarParams,
        response: { 200: importedCalendarResultSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    asCaller(async (caller, request) => ({
      calendar: await syncCalendar(
        context,
        sync,
        caller,
        request.params.id,
        request.params.calendarId,
        spendReadOf(request),
      ),
    })),
  );

  app.delete(
    '/studio/:id/calendars/:calendarId',
    {
      preHandler: onlyOwners,
      schema: {
        tags,
        summary: 'Unlinks the calendar: its busy hours are bookable again at once',
        security: bearer,
        params: calendarParams,
        response: { 200: messageResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    asCaller(async (caller, request) => {
      await removeCalendar(context, caller, request.params.id, request.params.calendarId);
      return { message: IMPORTED_CALENDAR_MESSAGES.removed };
    }),
  );
};
