import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSummarySchema, customerSummarySchema, ownerSummarySchema } from '@studio-hive/domain';
import { asCaller, type Auth } from '../auth/guards';
import { bearer, errorResponses } from '../../http/openapi';
import { privateNoStore } from '../../http/security';
import * as dashboards from './dashboards.service';

export type DashboardsRoutesOptions = { context: dashboards.DashboardsContext; auth: Auth };

/** The dashboards' figures (decision 012): one summary per role, computed in SQL. */
export const dashboardsRoutes: FastifyPluginAsyncZod<DashboardsRoutesOptions> = async (
  app,
  options,
) => {
  const { context, auth } = options;
  const tags = ['dashboards'];

  // Figures change with every booking and are the caller's own, like the lists.
  app.addHook('onSend', privateNoStore);

  app.get(
    '/booking/customer/summary',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          "The caller's bookings in figures: total, upcoming and completed (IST), total spent, the next 3 sessions (then the latest past ones)",
        security: bearer,
        response: { 200: customerSummarySchema, ...errorResponses(401) },
      },
    },
    asCaller(async (caller) => dashboards.customerSummary(context, caller)),
  );

  app.get(
    '/booking/owner/summary',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary:
          "The caller's studios and the bookings at them in figures: studios, bookings, revenue (total and this IST month), the next 5 sessions (then the latest past ones), pending studios, the last 30 days",
        security: bearer,
        response: { 200: ownerSummarySchema, ...errorResponses(401, 403) },
      },
    },
    asCaller(async (caller) => dashboards.ownerSummary(context, caller)),
  );

  app.get(
    '/admin/summary',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'The platform in figures: pending and active studios, bookings (upcoming in IST, total), revenue (total and this IST month)',
        security: bearer,
        response: { 200: adminSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboards.adminSummary(context),
  );
};
