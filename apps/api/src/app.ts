import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import { compile as compileTrust } from '@fastify/proxy-addr';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { pino, type DestinationStream } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createOutageLog, type DatabaseOutageLog } from './db/database-outage';
import { withoutQueryValues } from './db/query-errors';
import { rateLimited, registerErrorHandling, sendFrameworkError } from './http/errors';
import { registerStartupGate } from './http/startup-gate';
import { isWarmUpRequest, warmUp } from './http/warm-up';
import { requestTimeoutOptions } from './http/request-timeout';
import { createCounterStoreWithFallback, createMemoryCounterStore } from './http/counter-store';
import { connectLimitsRedis, rateLimitStore, type LimitsRedis } from './http/rate-limit-redis';
import { startRequestExpiry, type RequestExpiry } from './modules/bookings/request-expiry';
import { createBookingLimits } from './modules/bookings/booking-limits';
import { systemResolver, type Resolver } from './modules/calendars/address-guard';
import { startCalendarSync, type CalendarSync } from './modules/calendars/calendar-sync';
import { importedCalendarsRoutes } from './modules/calendars/imported-calendars.routes';
import { applySecurityHeaders, registerSecurityHeaders } from './http/security';
import { registerCors } from './http/cors';
import { siteBaseOf } from './http/site-url';
import { firstHeadSource, registerWebApp } from './ssr/web-app';
import { staticPageHeadSource } from './ssr/static-pages';
import { studioPageHeadSource } from './ssr/studio-pages';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from './ssr/compression';
import { createAuth } from './modules/auth/guards';
import { healthRoutes } from './modules/health/health.routes';
import { createAccountLimits } from './modules/users/account-limits';
import { usersRoutes } from './modules/users/users.routes';
import { createCatalogueCache, type CatalogueCache } from './modules/studios/catalogue-cache';
import { adminStudiosRoutes } from './modules/studios/admin-studios.routes';
import { studiosRoutes } from './modules/studios/studios.routes';
import { createUploadBudget } from './modules/studios/studio-upload-budget';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { calendarFeedRoutes } from './modules/bookings/calendar-feed.routes';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes';
import { leadsRoutes } from './modules/inquiries/leads.routes';
import { createPublicFormLimits } from './modules/inquiries/public-form-limits';
import { CATALOGUE_CHANNEL } from './modules/studios/studios.service';
import { createNotifier, type Notifier } from './notifications/notifier';
import {
  createNotificationDispatcher,
  type NotificationDispatcher,
} from './notifications/notification-dispatcher';
import { createImageStore } from './storage/create-image-store';
import type { ImageStore } from './storage/image-store';
import { registerUploads } from './storage/serve-uploads';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** The clock; tests pass a fixed one. Business code never calls `new Date()` itself. */
  now?: () => Date;
  /** Defaults to the transports the configuration names (outbox file, SMTP, SMS gateway). */
  notifier?: Notifier;
  /** Where studio images go; defaults to the store the configuration names (disk or S3). */
  imageStore?: ImageStore;
  /**
   * Settles once the database is migrated; until then, and while the process warms up after it,
   * every request gets 503 (server.ts).
   */
  ready?: Promise<unknown>;
  /**
   * The process's log, when the server made it before the app (to log the database's outages
   * while it opens); else one from the configuration (`createAppLogger`).
   */
  logger?: FastifyBaseLogger;
  /** The process's one log of database outages; else one of the app's own. */
  databaseOutage?: DatabaseOutageLog;
  /** How imported calendars' host names are resolved; tests resolve loopback names only. */
  calendarResolver?: Resolver;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications outbox's dispatcher: `deliverNow()` sends what is due (decision 004). */
    notifications: NotificationDispatcher;
    /** The expiry of booking requests nobody decided in time: `runNow()` expires what is due. */
    requestExpiry: RequestExpiry;
    /** The background reads of imported calendars: `runNow()` reads those due (decision 048). */
    calendarSync: CalendarSync;
    /**
     * This process's catalogue cache (decisions 010 and 037). Writes through the services mark
     * their studio changed themselves; a tool that writes the tables directly calls
     * `invalidate()` (other processes hear the NOTIFY).
     */
    catalogueCache: CatalogueCache;
  }
}

/** A request id from outside is kept only when short and plain (letters, digits, . _ -). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export async function buildApp({
  config,
  database,
  now = () => new Date(),
  notifier: givenNotifier,
  imageStore: givenImageStore,
  ready,
  logger = createAppLogger(config),
  databaseOutage: givenOutage,
  calendarResolver = systemResolver,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : {}),
    // Accept a well-formed request id from a proxy so logs correlate; otherwise make one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A body trickled in slowly is closed with 408 after REQUEST_TIMEOUT_SECONDS (decision 028).
    ...requestTimeoutOptions(config.requestTimeoutMs),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Errors before routing (`/api/%ff`): no hook runs for them, so headers are added here.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      reply.header('x-request-id', request.id);
      void sendFrameworkError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const databaseOutage = givenOutage ?? createOutageLog(app.log);
  registerErrorHandling(app, databaseOutage);
  // The gate opens once the database is ready and the process has warmed up (http/warm-up.ts).
  const warmedUp = ready && deferred();
  const isReady = registerStartupGate(app, warmedUp?.promise, isWarmUpRequest);
  await registerSecurityHeaders(app);
  await registerCors(app, config.corsOrigins);
  // JSON responses and the HTML of each page, compressed for browsers that accept it (a listing
  // page is ~50 kB of JSON). A quick brotli level: compressed on every request. The built web
  // app's scripts and styles are compressed once, at build time (decision 014).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Studio Hive API',
        description:
          'Book podcast and video recording studios in Delhi NCR. Committed as docs/openapi.json, held to this document by a test.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; allowed on the documentation pages only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });

  const redis = await connectRedis(app, config);
  await registerRateLimits(app, redis);
  // Per e-mail, phone number and account: in Redis with the rate limits, else in this process.
  const counters = redis ? createCounterStoreWithFallback(redis) : createMemoryCounterStore();

  const notifier =
    givenNotifier ??
    createNotifier(
      {
        dataDir: config.dataDir,
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        smsWebhookUrl: config.smsWebhookUrl,
      },
      app.log,
    );
  // Notifications written with bookings go out after their commit (decision 004), kicked or polled.
  const bookingLimits = createBookingLimits(counters, config.fairUse);
  const notifications = createNotificationDispatcher({
    db: database.db,
    notifier,
    log: app.log,
    databaseOutage,
    ...(ready ? { startAfter: ready } : {}),
  });
  app.decorate('notifications', notifications);
  const bookingsContext = {
    db: database.db,
    now,
    notifications,
    limits: bookingLimits,
    depositMinutes: config.depositMinutes,
  };
  // The booking requests nobody decided in time expire on a clock of their own (decision 045).
  const requestExpiry = startRequestExpiry({
    context: bookingsContext,
    log: app.log,
    databaseOutage,
    ...(ready ? { startAfter: ready } : {}),
  });
  app.decorate('requestExpiry', requestExpiry);
  const calendarsContext = {
    db: database.db,
    now,
    notifications,
    allowPrivate: config.calendarImportAllowPrivate,
    resolver: calendarResolver,
    syncMinutes: config.calendarSyncMinutes,
    publicUrl: config.publicUrl,
  };
  // Imported calendars are read again on a clock of their own, one process a calendar (decision 048).
  const calendarSync = startCalendarSync({
    context: calendarsContext,
    log: app.log,
    databaseOutage,
    ...(ready ? { startAfter: ready } : {}),
  });
  app.decorate('calendarSync', calendarSync);
  app.addHook('onClose', async () => {
    await calendarSync.stop();
    await requestExpiry.stop();
    await notifications.stop();
    await notifier.close();
  });
  // imageStore: passed to the studios routes. One given by the caller is the caller's to close.
  const imageStore = givenImageStore ?? createImageStore(config);
  if (!givenImageStore) app.addHook('onClose', () => imageStore.close());
  const auth = createAuth({ db: database.db, secret: config.jwtSecret, now });
  const accountsContext = {
    db: database.db,
    secret: config.jwtSecret,
    now,
    notifier,
    log: app.log,
    limits: createAccountLimits(counters, { signupTextsPerHour: config.signupTextsPerHour }),
    passwordHashCost: config.passwordHashCost,
  };

  // The catalogue cache of this process; every process re-reads a studio written by any of them,
  // and the whole catalogue after a change that names none or a lost listening connection.
  const catalogueCache = createCatalogueCache();
  app.decorate('catalogueCache', catalogueCache);
  const stopListening = await database.listen(CATALOGUE_CHANNEL, (studioId) =>
    studioId ? catalogueCache.studioChanged(studioId) : catalogueCache.invalidate(),
  );
  app.addHook('onClose', () => stopListening());
  const siteBase = siteBaseOf(app, config);
  const studiosContext = {
    db: database.db,
    imageStore,
    cache: catalogueCache,
    now,
    log: app.log,
    reviewNotifications: {
      notifications,
      teamEmail: config.teamEmail,
      publicUrl: config.publicUrl,
    },
    publicUrl: config.publicUrl,
    // Images per owner and hour, and the form's files on disk while a request lasts (decision 028).
    uploadBudget: createUploadBudget(counters, config.studioImagesPerHour),
    uploadTmpDir: join(config.dataDir, 'tmp'),
    depositMinutes: config.depositMinutes,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, redis, isReady, databaseOutage });
      await api.register(studiosRoutes, {
        context: studiosContext,
        auth,
        searchesPerMinute: config.heavyReadsPerMinute,
      });
      await api.register(adminStudiosRoutes, { context: studiosContext, auth });
      // Reviews change ratingSummary: same database and catalogue cache as the studios.
      await api.register(reviewsRoutes, { context: studiosContext, auth });
      await api.register(bookingsRoutes, { context: bookingsContext, auth });
      await api.register(calendarFeedRoutes, {
        context: { db: database.db, now, secret: config.jwtSecret },
        auth,
        siteBase,
        rateLimitPerMinute: config.rateLimitPerMinute,
      });
      await api.register(importedCalendarsRoutes, {
        context: calendarsContext,
        sync: calendarSync,
        auth,
      });
      await api.register(dashboardsRoutes, { context: { db: database.db, now }, auth });
      // The public forms write to the team's inbox only, a few per address and hour.
      await api.register(inquiriesRoutes, {
        context: {
          db: database.db,
          notifications,
          limits: createPublicFormLimits(counters, config.publicFormsPerHour),
          teamEmail: config.teamEmail,
        },
        rateLimitPerMinute: config.rateLimitPerMinute,
      });
      await api.register(leadsRoutes, { context: { db: database.db, now }, auth });
      await api.register(usersRoutes, {
        prefix: '/user',
        context: accountsContext,
        auth,
        rateLimitPerMinute: config.rateLimitPerMinute,
      });
    },
    { prefix: '/api' },
  );

  // The disk store's files are served here; an S3 store's come from S3_PUBLIC_URL.
  if (imageStore.localDir) {
    await registerUploads(app, {
      dir: imageStore.localDir,
      crossOrigin: config.corsOrigins.length > 0,
    });
  }
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    pageRendering: {
      onCatalogueChange: (listener) => catalogueCache.onInvalidate(listener),
      mayRender: rendersPerAddress(app, config.heavyReadsPerMinute),
    },
    siteBase,
    serveSourceMaps: config.nodeEnv !== 'production',
    headSource: firstHeadSource(staticPageHeadSource, studioPageHeadSource(studiosContext)),
  });
  if (ready && warmedUp) {
    ready
      .then(() => warmUp(app, { database, now, nobodysToken: auth.nobodysToken }))
      .then(warmedUp.resolve, warmedUp.reject);
  }
  return app;
}

/**
 * The process's log: one JSON object a line on standard output (pino, as Fastify's own), none at
 * LOG_LEVEL=silent. Everything the server says goes here, an outage included, never plain text.
 * `destination`: where the lines go instead (a test reading what is logged).
 */
export function createAppLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): FastifyBaseLogger | undefined {
  if (config.logLevel === 'silent') return undefined;
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // A failed statement is logged without its values: they can be secrets (query-errors.ts).
    serializers: { err: withoutQueryValues },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A promise settled from outside (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/**
 * The Redis of the rate limits and account limits, when REDIS_URL is set; while it does not
 * answer they are counted in this process (decision 029).
 */
async function connectRedis(app: FastifyInstance, config: Config) {
  if (!config.redisUrl) return undefined;
  const redis = await connectLimitsRedis(config.redisUrl, app.log);
  app.addHook('onClose', () => redis.close());
  return redis;
}

/**
 * Rate limits are declared per route (`config.rateLimit`). With REDIS_URL the counters live in
 * Redis so the limits hold across several API processes; without it, in this process.
 */
async function registerRateLimits(app: FastifyInstance, redis: LimitsRedis | undefined) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: rateLimitStore(redis, 'studio-hive:rate-limit:') } : {}),
    errorResponseBuilder: () => rateLimited(),
  });
}

/**
 * Renders of pages per address and minute (decision 029): a page sent again from the kept copy is
 * not counted; beyond, the page goes unrendered and its browser renders it.
 */
function rendersPerAddress(app: FastifyInstance, perMinute: number) {
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `page-render:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest) => {
    const counted = await limit(request);
    return counted.isAllowed || !counted.isExceeded;
  };
}

/** Loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7) and link-local addresses. */
const isInternalAddress = compileTrust(['loopback', 'uniquelocal', 'linklocal']);

/**
 * N proxies: trust the N hops nearest to us, but only on a connection from an internal address
 * (decision 026). A load balancer connects from one; a client reaching the server directly (a
 * public address) would otherwise pick its rate-limit address with a made-up X-Forwarded-For.
 * A list of addresses and ranges goes to Fastify as it is (proxy-addr).
 */
function fastifyTrustProxy(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (address: string, hop: number) =>
    hop < setting && (hop > 0 || isInternalAddress(address, hop));
}
