import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meResultSchema,
  messageResultSchema,
  resetPasswordRequestSchema,
  resetTokenResultSchema,
  ROLES,
  signupRequestSchema,
  verifyOtpRequestSchema,
  verifyPasswordOtpRequestSchema,
} from '@studio-hive/domain';
import type { FastifyRequest } from 'fastify';
import { asCaller, type Auth } from '../auth/guards';
import { errorBodySchema, errorResponses } from '../../http/openapi';
import * as accounts from './users.service';

/** A right password on another role's login screen: the account's role names the right one. */
const wrongLoginPageSchema = errorBodySchema.extend({
  code: z.literal('WRONG_LOGIN_PAGE'),
  role: z.enum(ROLES),
});

export type UsersRoutesOptions = {
  context: accounts.AccountsContext;
  auth: Auth;
  /** Per client address and minute for each account endpoint (docs/api.md#rate-limits). */
  rateLimitPerMinute: number;
};

/** /api/user/*: signup with e-mail and phone codes, per-role login, password recovery. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const { context, auth } = options;
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };
  const tags = ['accounts'];
  /** The address the limits count (behind TRUST_PROXY, the one the proxy saw). */
  const client = (request: FastifyRequest) => ({ address: request.ip });
  /** An account endpoint that takes a body, under the per-minute limit. */
  const limitedPost = <TBody, TResponse>(summary: string, body: TBody, response: TResponse) => ({
    config: limited,
    schema: { tags, summary, body, response },
  });

  // Responses here carry sessions, reset tokens or personal data: never kept by a browser or proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/signup',
    limitedPost(
      'Create a customer or owner account and send the e-mail and phone codes',
      signupRequestSchema,
      { 201: messageResultSchema, ...errorResponses(400, 409, 429, 503) },
    ),
    async (request, reply) =>
      reply.status(201).send(await accounts.signup(context, request.body, client(request))),
  );

  app.post(
    '/verify-otp',
    limitedPost('Confirm both signup codes; responds with a session', verifyOtpRequestSchema, {
      200: authResultSchema,
      ...errorResponses(400, 409, 429),
    }),
    async (request) => accounts.verifyOtp(context, request.body, client(request)),
  );

  app.post(
    '/login',
    limitedPost('Sign in on the screen of the account’s role', loginRequestSchema, {
      200: authResultSchema,
      ...errorResponses(400, 401, 403, 429),
      409: wrongLoginPageSchema,
    }),
    async (request) => accounts.login(context, request.body, client(request)),
  );

  app.post(
    '/forgot-password',
    limitedPost(
      'Send a password reset code (same response whether or not the e-mail exists)',
      forgotPasswordRequestSchema,
      { 200: messageResultSchema, ...errorResponses(400, 429) },
    ),
    async (request) => accounts.forgotPassword(context, request.body, client(request)),
  );

  app.post(
    '/verify-password-otp',
    limitedPost(
      'Exchange a password reset code for a single-use reset token',
      verifyPasswordOtpRequestSchema,
      { 200: resetTokenResultSchema, ...errorResponses(400, 429) },
    ),
    async (request) => accounts.verifyPasswordOtp(context, request.body, client(request)),
  );

  app.post(
    '/reset-password',
    limitedPost('Set a new password with a reset token', resetPasswordRequestSchema, {
      200: messageResultSchema,
      ...errorResponses(400, 429),
    }),
    async (request) => accounts.resetPassword(context, request.body),
  );

  app.get(
    '/me',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResultSchema, ...errorResponses(401) },
      },
    },
    asCaller(async (caller) => ({ user: accounts.toPublicUser(caller) })),
  );
};
