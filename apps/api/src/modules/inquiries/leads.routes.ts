import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageLeadListSchema,
  contactMessageLeadSchema,
  leadsQuerySchema,
  studioInquiryLeadListSchema,
  studioInquiryLeadSchema,
} from '@studio-hive/domain';
import { asCaller, type Auth } from '../auth/guards';
import { bearer, errorResponses, idParams } from '../../http/openapi';
import { privateNoStore } from '../../http/security';
import { pageHeaders } from '../../http/pagination';
import * as leads from './leads.service';

export type LeadsRoutesOptions = { context: leads.LeadsContext; auth: Auth };

const LIST_SUMMARY =
  'newest first; searched (q), filtered (status: open, handled, all) and paged (page, limit 20 by default; X-Total-Count and Link)';

/**
 * /api/admin/inquiries and /api/admin/contact-messages: the leads screen (decision 019). Admins
 * only; what strangers wrote is never cached on the way.
 */
export const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (app, options) => {
  const { context, auth } = options;
  const tags = ['admin'];
  const admin = auth.requireRole('admin');

  app.addHook('onSend', privateNoStore);

  for (const [path, listed, schema, list] of [
    [
      '/admin/inquiries',
      'Studio inquiries of the lead page',
      studioInquiryLeadListSchema,
      leads.listStudioInquiries,
    ],
    [
      '/admin/contact-messages',
      'Messages of the Contact page',
      contactMessageLeadListSchema,
      leads.listContactMessages,
    ],
  ] as const) {
    app.get(
      path,
      {
        preHandler: admin,
        schema: {
          tags,
          summary: `${listed}, ${LIST_SUMMARY}`,
          security: bearer,
          querystring: leadsQuerySchema,
          response: { 200: schema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const page = await list(context, request.query);
        reply.headers(pageHeaders(request, page));
        return page.items;
      },
    );
  }

  for (const [path, what, schema, setHandled] of [
    [
      '/admin/inquiries/:id/handled',
      'a studio inquiry',
      studioInquiryLeadSchema,
      leads.setStudioInquiryHandled,
    ],
    [
      '/admin/contact-messages/:id/handled',
      'a contact message',
      contactMessageLeadSchema,
      leads.setContactMessageHandled,
    ],
  ] as const) {
    app.put(
      path,
      {
        preHandler: admin,
        schema: {
          tags,
          summary: `Mark ${what} handled (by the caller, now; one already handled stays as it was)`,
          security: bearer,
          params: idParams,
          response: { 200: schema, ...errorResponses(401, 403, 404) },
        },
      },
      asCaller(async (caller, request) =>
        setHandled(context, request.params.id, { id: caller.id }),
      ),
    );
    app.delete(
      path,
      {
        preHandler: admin,
        schema: {
          tags,
          summary: `Open ${what} again`,
          security: bearer,
          params: idParams,
          response: { 200: schema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => setHandled(context, request.params.id, null),
    );
  }
};
