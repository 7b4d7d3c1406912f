import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  contactRequestSchema,
  INQUIRY_MESSAGES,
  messageResultSchema,
  studioInquiryRequestSchema,
} from '@studio-hive/domain';
import { errorResponses } from '../../http/openapi';
import * as inquiries from './inquiries.service';

export type InquiriesRoutesOptions = {
  context: inquiries.InquiriesContext;
  /** Per client address and minute, as on the account endpoints (docs/api.md#rate-limits). */
  rateLimitPerMinute: number;
};

/**
 * The largest body either form can need: 5,000 characters of message, each up to 6 bytes as a
 * JSON escape, plus the other fields. Anything larger is refused (413) before it is read whole.
 */
export const PUBLIC_FORM_BODY_LIMIT = 64 * 1024;

/** /api/studio-inquiry and /api/contact: the public forms (docs/api.md; decision 013). */
export const inquiriesRoutes: FastifyPluginAsyncZod<InquiriesRoutesOptions> = async (
  app,
  options,
) => {
  const { context } = options;
  const tags = ['public forms'];
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/studio-inquiry',
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      config: limited,
      schema: {
        tags,
        summary:
          "A studio owner's inquiry from the lead page: stored, and e-mailed to the team (a few per address and hour)",
        body: studioInquiryRequestSchema,
        response: { 201: messageResultSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await inquiries.submitStudioInquiry(context, request.body, { address: request.ip });
      return reply.status(201).send({ message: INQUIRY_MESSAGES.submitted });
    },
  );

  app.post(
    '/contact',
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      config: limited,
      schema: {
        tags,
        summary:
          'A message from the Contact page: stored, and e-mailed to the team, never to the sender (a few per address and hour)',
        body: contactRequestSchema,
        response: { 201: messageResultSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await inquiries.sendContactMessage(context, request.body, { address: request.ip });
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
};
