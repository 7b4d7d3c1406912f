import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors';

/** The uniform error body of docs/api.md, for the OpenAPI document. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  requestId: z.string(),
  /** With WRONG_LOGIN_PAGE: the account's role, which login screen to use. */
  role: z.string().optional(),
  /** With CONFLICT on deleting a studio: the bookings and requests it would cancel. */
  upcomingBookings: z.number().optional(),
});

/** `response` entries for the error statuses a route can respond with. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** `:id` path parameters (a UUID is checked by the service, which responds 404 to any other). */
export const idParams = z.object({ id: z.string().max(100) });
/** `security` of a route that needs a signed-in caller. */
export const bearer = [{ bearerAuth: [] }];
