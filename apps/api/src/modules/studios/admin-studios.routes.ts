import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveStudioChangesRequestSchema,
  denyStudioRequestSchema,
  messageResultSchema,
  STUDIO_MESSAGES,
  studioWithAvailabilityListSchema,
  studioWriteResultSchema,
} from '@studio-hive/domain';
import type { Auth } from '../auth/guards';
import { bearer, errorResponses, idParams } from '../../http/openapi';
import { sendJson } from '../../ssr/catalogue-fast-path';
import { PRESERIALISED_RESPONSE_SCHEMAS as preserialised } from './studios.routes';
import * as studios from './studios.service';

/**
 * /api/admin/studios: new studios waiting for approval, and changes to listed studios' public
 * facts waiting for review (decision 030). Admins only.
 */
export const adminStudiosRoutes: FastifyPluginAsyncZod<{
  context: studios.StudiosContext;
  auth: Auth;
}> = async (app, { context, auth }) => {
  const adminTags = ['admin'];

  app.get(
    '/admin/studios/pending',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary: 'Studios waiting for approval, oldest first, unmasked',
        security: bearer,
        response: {
          200: preserialised['GET /api/admin/studios/pending'],
          ...errorResponses(401, 403),
        },
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

  app.get(
    '/admin/studios/changes',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary:
          'Approved studios whose owners changed their public facts, longest waiting first, unmasked, each with its pendingChange',
        security: bearer,
        response: { 200: studioWithAvailabilityListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => studios.listStudioChanges(context),
  );

  app.put(
    '/admin/studios/:id/changes/approve',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary:
          "Approve a studio's pending change: it becomes the listed version and its owner is told. The optional JSON body {submittedAt} (the change's, as read) refuses a change replaced since with 409",
        security: bearer,
        params: idParams,
        // Optional: without it the change waiting now is approved.
        body: approveStudioChangesRequestSchema.nullish(),
        response: { 200: studioWriteResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      studio: await studios.approveStudioChanges(
        context,
        request.params.id,
        request.body?.submittedAt,
      ),
      message: STUDIO_MESSAGES.changesApproved,
    }),
  );

  app.delete(
    '/admin/studios/:id/changes/reject',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary:
          "Reject a studio's pending change: it is dropped with its new photos, the studio stays listed as it is; its owner is told, with the optional reason of the JSON body {reason}",
        security: bearer,
        params: idParams,
        body: denyStudioRequestSchema.nullish(),
        response: { 200: messageResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await studios.rejectStudioChanges(context, request.params.id, request.body?.reason);
      return { message: STUDIO_MESSAGES.changesRejected };
    },
  );
};
