import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema } from '@studio-hive/domain';
import { CALENDAR_CONTENT_TYPE } from '../../calendar/booking-calendar';
import { bearer, errorResponses } from '../../http/openapi';
import type { SiteBase } from '../../http/site-url';
import type { Auth } from '../auth/guards';
import {
  calendarFeed,
  currentFeedToken,
  feedPath,
  rotateFeedToken,
  type CalendarFeedContext,
} from './calendar-feed';

export type CalendarFeedRoutesOptions = {
  context: CalendarFeedContext;
  auth: Auth;
  /** The site's absolute address (http/site-url.ts), for the feed's URL; never the request's Host. */
  siteBase: SiteBase;
  rateLimitPerMinute: number;
};

/** /api/owner/calendar-feed and /api/calendar/:token.ics (docs/api.md#booking-lifecycle). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (
  app,
  options,
) => {
  const { context, auth } = options;
  const tags = ['bookings'];

  // The address is a secret and the feed personal: no shared cache may keep either.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    reply.header('referrer-policy', 'no-referrer');
  });

  const urlOf = (token: string) => `${options.siteBase()}${feedPath(token)}`;

  app.get(
    '/owner/calendar-feed',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary:
          "The caller's secret calendar subscription address: their studios' confirmed bookings and open requests from 30 days ago on",
        security: bearer,
        response: { 200: calendarFeedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      url: urlOf(await currentFeedToken(context, request.currentUser!.id)),
    }),
  );

  app.post(
    '/owner/calendar-feed/rotate',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary: 'A new calendar subscription address; the old one answers 404 from now on',
        security: bearer,
        response: { 200: calendarFeedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      url: urlOf(await rotateFeedToken(context, request.currentUser!.id)),
    }),
  );

  app.get(
    '/calendar/:file',
    {
      // Calendar apps poll; anyone guessing tokens is held to the per-address limit.
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "An owner's calendar feed (iCalendar) by its secret address `{token}.ics`; unknown or voided addresses answer 404",
        params: z.object({ file: z.string().max(200) }),
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const content = await calendarFeed(context, token);
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header('content-disposition', 'inline; filename="studio-hive-bookings.ics"')
        .send(content);
    },
  );
};
