import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResultSchema,
  REVIEW_MESSAGES,
  reviewListSchema,
  reviewRequestSchema,
  reviewResultSchema,
  reviewUpdateSchema,
} from '@studio-hive/domain';
import { asCaller, type Auth } from '../auth/guards';
import { bearer, errorResponses, idParams } from '../../http/openapi';
import * as reviews from './reviews.service';

export type ReviewsRoutesOptions = { context: reviews.ReviewsContext; auth: Auth };

const tags = ['reviews'];

/** /api/review: reviews of studios (docs/api.md). */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, options) => {
  const { context, auth } = options;

  app.post(
    '/review',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: "Review an approved studio: one per user per studio, never one's own",
        security: bearer,
        body: reviewRequestSchema,
        response: { 201: reviewResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    asCaller(async (caller, request, reply) => {
      const review = await reviews.createReview(context, caller, request.body);
      return reply.status(201).send({ review });
    }),
  );

  app.get(
    '/review/studio/:id',
    {
      schema: {
        tags,
        summary: 'The reviews of an approved studio, newest first',
        params: idParams,
        response: { 200: reviewListSchema, ...errorResponses(404) },
      },
    },
    async (request) => reviews.listStudioReviews(context, request.params.id),
  );

  app.put(
    '/review/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Change a review (its reviewer only)',
        security: bearer,
        params: idParams,
        body: reviewUpdateSchema,
        response: { 200: reviewResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    asCaller(async (caller, request) => ({
      review: await reviews.updateReview(context, caller, request.params.id, request.body),
    })),
  );

  app.delete(
    '/review/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Delete a review (its reviewer only)',
        security: bearer,
        params: idParams,
        response: { 200: messageResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    asCaller(async (caller, request) => {
      await reviews.deleteReview(context, caller, request.params.id);
      return { message: REVIEW_MESSAGES.deleted };
    }),
  );
};
