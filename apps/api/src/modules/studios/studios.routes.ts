import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityListSchema,
  denyStudioRequestSchema,
  freeTimeRunOf,
  messageResultSchema,
  STUDIO_MESSAGES,
  studioListQuerySchema,
  studioListSchema,
  studioSchema,
  studioWithAvailabilityListSchema,
  studioWithAvailabilitySchema,
  studioWriteResultSchema,
} from '@studio-hive/domain';
import type { Auth } from '../auth/guards';
import { bearer, errorResponses, idParams } from '../../http/openapi';
import { pageHeaders } from '../../http/pagination';
import { etagOf, type CachedAnswer } from './catalogue-cache';
import { httpsOnlyHeaders, SECURITY_HEADERS } from '../../http/security';
import {
  acceptedEncoding,
  compress,
  COMPRESS_THRESHOLD,
  type Encoding,
} from '../../http/compression';
import { readStudioForm, STUDIO_FORM_LIMITS } from './studio-form';
import * as studios from './studios.service';

export type StudiosRoutesOptions = { context: studios.StudiosContext; auth: Auth };

/**
 * The caching headers of a catalogue answer, by the handler and by the fast path alike: an ETag so
 * a repeat visit costs a 304; answers differ by viewer (`Authorization`) and are compressed for
 * browsers that accept it (`Accept-Encoding`).
 */
function catalogueHeaders(etag: string, shared: boolean, headers: Record<string, string> = {}) {
  return {
    ...headers,
    etag,
    vary: 'Authorization, Accept-Encoding',
    'cache-control': shared ? 'public, no-cache' : 'private, no-cache',
  };
}

/** JSON we serialised ourselves (the catalogue is cached as text), with `catalogueHeaders`. */
function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { etag?: string; shared: boolean; headers?: Record<string, string> },
) {
  const etag = options.etag ?? etagOf(body);
  reply.headers(catalogueHeaders(etag, options.shared, options.headers));
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A finished guest answer as the fast path writes it: flat headers, and bodies by encoding. */
type RawAnswer = {
  /** The headers of every answer: also all of a 304's. */
  common: string[];
  /** Headers and body by encoding (`identity`: as it is), each worked out on first use. */
  ok: Partial<Record<Encoding | 'identity', { headers: string[]; body: string | Buffer }>>;
};
const rawAnswers = new WeakMap<CachedAnswer, RawAnswer>();

function rawAnswerOf(answer: CachedAnswer): RawAnswer {
  let raw = rawAnswers.get(answer);
  if (!raw) {
    const common = Object.entries({
      ...SECURITY_HEADERS,
      ...catalogueHeaders(answer.etag, true, answer.headers),
    }).flat();
    raw = { common, ok: {} };
    rawAnswers.set(answer, raw);
  }
  return raw;
}

/** The 200 answer for a browser that accepts `encoding`, compressed once per answer. */
function okAnswer(answer: CachedAnswer, encoding: Encoding | null) {
  const raw = rawAnswerOf(answer);
  const use = encoding && Buffer.byteLength(answer.body) >= COMPRESS_THRESHOLD ? encoding : null;
  let ok = raw.ok[use ?? 'identity'];
  if (!ok) {
    const body = use ? compress(answer.body, use) : answer.body;
    ok = {
      headers: [
        ...raw.common,
        'content-type',
        'application/json; charset=utf-8',
        ...(use ? ['content-encoding', use] : []),
        'content-length',
        String(Buffer.byteLength(body)),
      ],
      body,
    };
    raw.ok[use ?? 'identity'] = ok;
  }
  return ok;
}

/**
 * The guest fast path's answer, written straight to the socket in one `writeHead`: the headers
 * `sendJson` and the app's hooks would set, without the per-header work and the send pipeline,
 * which cost the most on small answers (bench/listing.md). Compressed when the browser accepts
 * it (a listing page is ~50 kB of JSON), once per answer rather than per request (decision 014).
 */
function sendReadyGuestAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const perRequest = [
    'x-request-id',
    request.id,
    ...Object.entries(httpsOnlyHeaders(request)).flat(),
  ];
  reply.hijack();
  if (request.headers['if-none-match'] === answer.etag) {
    reply.raw.writeHead(304, [...rawAnswerOf(answer).common, ...perRequest]);
    reply.raw.end();
    return;
  }
  const ok = okAnswer(answer, acceptedEncoding(request.headers['accept-encoding']));
  reply.raw.writeHead(200, [...ok.headers, ...perRequest]);
  reply.raw.end(ok.body);
}

/** /api/studio, /api/owner/studios and /api/admin/studios: the catalogue (API.md). */
export const studiosRoutes: FastifyPluginAsyncZod<StudiosRoutesOptions> = async (app, options) => {
  const { context, auth } = options;
  await app.register(multipart, { limits: STUDIO_FORM_LIMITS, throwFileSizeLimit: true });
  const tags = ['studios'];

  /** Cache keys of the guest answers, shared by the fast path and the handlers. */
  const listKey = (request: FastifyRequest) => `list ${request.url}`;
  const studioKey = (id: string) => `studio ${id}`;
  const CITIES_KEY = 'cities';

  // The guest fast path: a finished answer is sent before validation and the handler run (a
  // cached key was validated when its answer was built).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const route = request.routeOptions.url;
    const key =
      route === '/api/studio'
        ? listKey(request)
        : route === '/api/studio/cities'
          ? CITIES_KEY
          : route === '/api/studio/:id'
            ? studioKey((request.params as { id: string }).id)
            : undefined;
    const answer = key === undefined ? undefined : context.cache.readyGuestAnswer(key);
    if (answer) sendReadyGuestAnswer(request, reply, answer);
  });

  /** The caller if a valid token came with the request; anyone else is a guest here. */
  const viewerOf = async (request: FastifyRequest) => {
    const user = await auth.viewer(request);
    return user ? { id: user.id, role: user.role } : null;
  };

  app.get(
    '/studio',
    {
      schema: {
        tags,
        summary:
          'Approved studios, newest first, masked per viewer; optional free-time filter and paging',
        querystring: studioListQuerySchema,
        response: { 200: studioListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const build = async () => {
        const page = await studios.listStudios(context, viewer, request.query);
        return { body: JSON.stringify(page.items), headers: pageHeaders(request, page) };
      };
      if (viewer) {
        const answer = await build();
        return sendJson(request, reply, answer.body, { shared: false, headers: answer.headers });
      }
      // Search by free time depends on bookings and the clock, which do not invalidate the
      // catalogue cache (decision 011): built per request, never kept, so the fast path above
      // never finds one either.
      if (freeTimeRunOf(request.query)) {
        const answer = await build();
        return sendJson(request, reply, answer.body, { shared: true, headers: answer.headers });
      }
      // Guests all see the same masked catalogue: one cached answer per query.
      const answer = await context.cache.guestAnswer(listKey(request), build);
      return sendJson(request, reply, answer.body, {
        etag: answer.etag,
        shared: true,
        headers: answer.headers,
      });
    },
  );

  app.get(
    '/studio/cities',
    {
      schema: {
        tags,
        summary: 'Distinct cities of approved studios, sorted',
        response: { 200: cityListSchema },
      },
    },
    async (request, reply) => {
      const answer = await context.cache.guestAnswer(CITIES_KEY, async () => ({
        body: JSON.stringify(await studios.listCities(context)),
      }));
      return sendJson(request, reply, answer.body, { etag: answer.etag, shared: true });
    },
  );

  app.get(
    '/studio/:id',
    {
      schema: {
        tags,
        summary: 'One studio; a pending one only for its author or an admin',
        params: idParams,
        response: {
          200: z.object({ studio: z.union([studioSchema, studioWithAvailabilitySchema]) }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const build = async () => ({
        body: JSON.stringify({
          studio: await studios.getStudio(context, viewer, request.params.id),
        }),
      });
      if (viewer) return sendJson(request, reply, (await build()).body, { shared: false });
      const answer = await context.cache.guestAnswer(studioKey(request.params.id), build);
      return sendJson(request, reply, answer.body, { etag: answer.etag, shared: true });
    },
  );

  app.get(
    '/owner/studios',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary: "The caller's own studios, pending included, with availability",
        security: bearer,
        response: { 200: studioWithAvailabilityListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        JSON.stringify(await studios.listOwnStudios(context, request.currentUser!)),
        { shared: false },
      ),
  );

  app.post(
    '/studio',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary:
          'Submit a studio for approval (multipart: the fields of spec section 7, files in images)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: {
          201: studioWriteResultSchema,
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { raw, images } = await readStudioForm(request, 'add');
      const studio = await studios.createStudio(context, request.currentUser!, raw, images);
      return reply.status(201).send({ studio, message: STUDIO_MESSAGES.created });
    },
  );

  app.put(
    '/studio/:id',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary: "The author's edit of an approved studio (multipart, plus existingImages)",
        security: bearer,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: studioWriteResultSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { raw, images } = await readStudioForm(request, 'edit');
      const studio = await studios.updateStudio(
        context,
        request.currentUser!,
        request.params.id,
        raw,
        images,
      );
      return { studio, message: STUDIO_MESSAGES.updated };
    },
  );

  app.delete(
    '/studio/:id',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary: 'Delete a studio (its author or an admin)',
        security: bearer,
        params: idParams,
        response: { 200: messageResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await studios.deleteStudio(context, request.currentUser!, request.params.id);
      return { message: STUDIO_MESSAGES.deleted };
    },
  );

  const adminTags = ['admin'];

  app.get(
    '/admin/studios/pending',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary: 'Studios waiting for approval, oldest first, unmasked',
        security: bearer,
        response: { 200: studioWithAvailabilityListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, JSON.stringify(await studios.listPendingStudios(context)), {
        shared: false,
      }),
  );

  app.put(
    '/admin/studios/:id/approve',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary: 'Approve a studio: it becomes public',
        security: bearer,
        params: idParams,
        response: { 200: studioWriteResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      studio: await studios.approveStudio(context, request.params.id),
      message: STUDIO_MESSAGES.approved,
    }),
  );

  app.delete(
    '/admin/studios/:id/deny',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary:
          'Deny a pending studio: it is removed with its images; its owner is told, with the optional reason of the JSON body {reason}',
        security: bearer,
        params: idParams,
        // Optional: clients that send no body keep working (Fastify validates a missing body as null).
        body: denyStudioRequestSchema.nullish(),
        response: { 200: messageResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await studios.denyStudio(context, request.params.id, request.body?.reason);
      return { message: STUDIO_MESSAGES.denied };
    },
  );
};
