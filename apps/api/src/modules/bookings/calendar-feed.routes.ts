import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema } from '@studio-hive/domain';
import { CALENDAR_CONTENT_TYPE } from '../../calendar/booking-calendar';
import { rateLimited } from '../../http/errors';
import { etagOf, matchesIfNoneMatch } from '../../http/etag';
import { bearer, errorResponses } from '../../http/openapi';
import type { SiteBase } from '../../http/site-url';
import { asCaller, type Auth } from '../auth/guards';
import { sha256 } from '../auth/one-time-codes';
import {
  calendarFeed,
  currentFeedToken,
  feedNotFound,
  feedOwner,
  feedPath,
  rotateFeedToken,
  type CalendarFeedContext,
} from './calendar-feed';

/**
 * Fetches of one feed an hour (decision 040): calendar services poll a subscription every few
 * minutes to hours, from a few addresses of their own shared by every feed they fetch, so the
 * limit is per feed, not per address.
 */
export const CALENDAR_FEED_FETCHES_PER_HOUR = 60;

const FEED_FETCHED_TOO_OFTEN = 'This calendar was fetched too often. Please try again in an hour.';

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

  // The address is a secret and the feed personal: no shared cache may keep either (the feed
  // itself says how a calendar service may keep it).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    reply.header('referrer-policy', 'no-referrer');
  });

  // Counted where every process counts (Redis with REDIS_URL): fetches per feed, and wrong
  // addresses per client address, so guessing stays slow while a service's valid fetches pass.
  const fetchesOfFeed = app.createRateLimit({
    max: CALENDAR_FEED_FETCHES_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `calendar-feed:${sha256(tokenOf(request)).slice(0, 32)}`,
  });
  const wrongFeedsOfAddress = app.createRateLimit({
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `calendar-feed-wrong:${normalizeIP(request.ip)}`,
  });
  const exceeded = async (limit: typeof fetchesOfFeed, request: FastifyRequest) => {
    const counted = await limit(request);
    return !counted.isAllowed && counted.isExceeded;
  };

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
    asCaller(async (caller) => ({
      url: urlOf(await currentFeedToken(context, caller.id)),
    })),
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
    asCaller(async (caller) => ({
      url: urlOf(await rotateFeedToken(context, caller.id)),
    })),
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary:
          "An owner's calendar feed (iCalendar) by its secret address `{token}.ics`; unknown or voided addresses answer 404",
        params: z.object({ file: z.string().max(200) }),
        produces: ['text/calendar'],
        response: {
          200: z.string(),
          304: z.null().describe('Not Modified: the `If-None-Match` ETag is the feed’s'),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const ownerId = await feedOwner(context, tokenOf(request));
      if (!ownerId) {
        if (await exceeded(wrongFeedsOfAddress, request)) {
          throw rateLimited();
        }
        throw feedNotFound();
      }
      if (await exceeded(fetchesOfFeed, request)) {
        throw rateLimited(FEED_FETCHED_TOO_OFTEN);
      }
      const content = await calendarFeed(context, ownerId);
      const etag = etagOf(content);
      // A calendar service may keep the feed and ask again with its ETag (revalidated each time).
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.code(304).send(null);
      }
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header('content-disposition', 'inline; filename="studio-hive-bookings.ics"')
        .send(content);
    },
  );
};

/** The feed's token: the `:file` of GET /calendar/:file without its `.ics`. */
const tokenOf = (request: FastifyRequest) =>
  (request.params as { file: string }).file.replace(/\.ics$/, '');
