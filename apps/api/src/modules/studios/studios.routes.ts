import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityListSchema,
  studioDeletionSchema,
  freeTimeRunOf,
  type StudioListQuery,
  messageResultSchema,
  STUDIO_MESSAGES,
  studioListQuerySchema,
  studioListSchema,
  studioCardListSchema,
  studioSchema,
  studioWithAvailabilityListSchema,
  studioWithAvailabilitySchema,
  studioWriteResultSchema,
  toStudioCard,
  type StudioFormMode,
} from '@studio-hive/domain';
import { asCaller, type Auth } from '../auth/guards';
import { AppError } from '../../http/errors';
import { bearer, errorResponses, idParams } from '../../http/openapi';
import { pageHeaders } from '../../http/pagination';
import { registerGuestFastPath, sendJson } from '../../ssr/catalogue-fast-path';
import { readStudioForm, STUDIO_FORM_LIMITS, type StudioForm } from './studio-form';
import * as studios from './studios.service';

export type StudiosRoutesOptions = {
  context: studios.StudiosContext;
  auth: Auth;
  /** Free-time searches per address and minute (HEAVY_READS_PER_MINUTE, decision 029). */
  searchesPerMinute: number;
};

/**
 * The 200 schemas of the routes whose JSON is serialised by us (the catalogue is cached as text),
 * which Fastify never runs against a string: catalogue-response-schemas.integration.test.ts parses
 * each route's responses with them instead.
 */
export const PRESERIALISED_RESPONSE_SCHEMAS = {
  'GET /api/studio': z.union([studioListSchema, studioCardListSchema]),
  'GET /api/studio/cities': cityListSchema,
  'GET /api/studio/:id': z.object({
    studio: z.union([studioSchema, studioWithAvailabilitySchema]),
  }),
  'GET /api/owner/studios': studioWithAvailabilityListSchema,
  'GET /api/admin/studios/pending': studioWithAvailabilityListSchema,
};
const preserialised = PRESERIALISED_RESPONSE_SCHEMAS;

/** /api/studio, /api/owner/studios and /api/admin/studios: the catalogue (docs/api.md). */
export const studiosRoutes: FastifyPluginAsyncZod<StudiosRoutesOptions> = async (app, options) => {
  const { context, auth } = options;
  await app.register(multipart, { limits: STUDIO_FORM_LIMITS, throwFileSizeLimit: true });
  const tags = ['studios'];

  /** Cache keys of the guest responses, shared by the fast path and the handlers. */
  const listKey = (request: FastifyRequest) => `list ${request.url}`;
  const studioKey = (id: string) => `studio ${id}`;
  const CITIES_KEY = 'cities';

  // The guest fast path (ssr/catalogue-fast-path.ts): a finished response is sent before validation
  // and the handler run.
  registerGuestFastPath(app, context.cache, (request) => {
    const route = request.routeOptions.url;
    return route === '/api/studio'
      ? listKey(request)
      : route === '/api/studio/cities'
        ? CITIES_KEY
        : route === '/api/studio/:id'
          ? studioKey((request.params as { id: string }).id)
          : undefined;
  });

  /** An owner whose hour of images is used up is refused before the form is read (decision 028). */
  const refuseSpentUploadBudget = asCaller(async (caller) => {
    await context.uploadBudget?.refuseWhenSpent(caller.id);
  });

  const refuseUnlessEditable = asCaller(
    async (caller, request: FastifyRequest<{ Params: { id: string } }>) => {
      await studios.editableRecord(context, caller, request.params.id);
    },
  );

  /** Reads the studio form, hands it to `use`, and removes its temporary files afterwards. */
  const withStudioForm = async <T>(
    request: FastifyRequest,
    mode: StudioFormMode,
    use: (form: StudioForm) => Promise<T>,
  ): Promise<T> => {
    const form = await readStudioForm(request, mode, context.uploadTmpDir);
    try {
      return await use(form);
    } finally {
      await form.cleanup();
    }
  };

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
        response: { 200: preserialised['GET /api/studio'], ...errorResponses(400, 429) },
      },
      config: {
        // A free-time search reads the bookings every time (never cached): limited per address.
        // After validation, so the query read is the validated one; other lists are not counted.
        rateLimit: {
          max: options.searchesPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          allowList: (request) => !freeTimeRunOf(request.query as StudioListQuery),
          errorResponseBuilder: () =>
            new AppError(
              'RATE_LIMITED',
              'Too many searches by free time from your address. Please wait a minute and try again.',
            ),
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const build = async () => {
        const page = await studios.listStudios(context, viewer, request.query);
        const items = request.query.view === 'card' ? page.items.map(toStudioCard) : page.items;
        return { body: JSON.stringify(items), headers: pageHeaders(request, page) };
      };
      if (viewer) {
        const response = await build();
        return sendJson(request, reply, response.body, {
          shared: false,
          headers: response.headers,
        });
      }
      // Search by free time depends on bookings and the clock, which do not invalidate the
      // catalogue cache (decision 011): built per request, never kept, so the fast path above
      // never finds one either.
      if (freeTimeRunOf(request.query)) {
        const response = await build();
        return sendJson(request, reply, response.body, { shared: true, headers: response.headers });
      }
      // Guests all see the same masked catalogue: one cached response per query.
      const response = await context.cache.guestResponse(listKey(request), build);
      return sendJson(request, reply, response.body, {
        etag: response.etag,
        shared: true,
        headers: response.headers,
      });
    },
  );

  app.get(
    '/studio/cities',
    {
      schema: {
        tags,
        summary: 'Distinct cities of approved studios, sorted',
        response: { 200: preserialised['GET /api/studio/cities'] },
      },
    },
    async (request, reply) => {
      const response = await context.cache.guestResponse(CITIES_KEY, async () => ({
        body: JSON.stringify(await studios.listCities(context)),
      }));
      return sendJson(request, reply, response.body, { etag: response.etag, shared: true });
    },
  );

  app.get(
    '/studio/:id',
    {
      schema: {
        tags,
        summary: 'One studio; a pending one only for its author or an admin',
        params: idParams,
        response: { 200: preserialised['GET /api/studio/:id'], ...errorResponses(404) },
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
      const response = await context.cache.guestResponse(studioKey(request.params.id), build);
      return sendJson(request, reply, response.body, { etag: response.etag, shared: true });
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
        response: { 200: preserialised['GET /api/owner/studios'], ...errorResponses(401, 403) },
      },
    },
    asCaller(async (caller, request, reply) =>
      sendJson(request, reply, JSON.stringify(await studios.listOwnStudios(context, caller)), {
        shared: false,
      }),
    ),
  );

  app.post(
    '/studio',
    {
      preHandler: [auth.requireRole('owner'), refuseSpentUploadBudget],
      schema: {
        tags,
        summary:
          'Submit a studio for approval (multipart: the fields of docs/product.md#studio-form, files in images)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: {
          201: studioWriteResultSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    asCaller(async (caller, request, reply) => {
      const studio = await withStudioForm(request, 'add', ({ raw, images }) =>
        studios.createStudio(context, caller, raw, images),
      );
      return reply.status(201).send({ studio, message: STUDIO_MESSAGES.created });
    }),
  );

  app.put(
    '/studio/:id',
    {
      // Who may edit is settled before the upload budget and the form (decision 028).
      preHandler: [auth.requireRole('owner'), refuseUnlessEditable, refuseSpentUploadBudget],
      schema: {
        tags,
        summary:
          "The author's edit of an approved studio (multipart, plus existingImages): a changed name, description, photos, videos or address waits for an admin as the studio's pendingChange",
        security: bearer,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: studioWriteResultSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    asCaller(async (caller, request) => {
      const studio = await withStudioForm(request, 'edit', ({ raw, images }) =>
        studios.updateStudio(context, caller, request.params.id, raw, images),
      );
      // Its public facts changed: they wait for an admin (decision 030).
      const message = studio.pendingChange
        ? STUDIO_MESSAGES.changesSentForReview
        : STUDIO_MESSAGES.updated;
      return { studio, message };
    }),
  );

  app.delete(
    '/studio/:id',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary:
          'Delete a studio (its author or an admin). A studio with bookings or requests that have not ended answers 409 with their number (`upcomingBookings`) unless the JSON body {cancelReason} (3-500 characters) is sent: then they are cancelled first and each customer is told',
        security: bearer,
        params: idParams,
        // Optional: a client that sends no body deletes a studio without bookings as before.
        body: studioDeletionSchema.nullish(),
        response: { 200: messageResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    asCaller(async (caller, request) => {
      await studios.deleteStudio(context, caller, request.params.id, request.body?.cancelReason);
      return { message: STUDIO_MESSAGES.deleted };
    }),
  );
};
