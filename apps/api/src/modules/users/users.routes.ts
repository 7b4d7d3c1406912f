import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meResultSchema,
  messageResultSchema,
  resetPasswordRequestSchema,
  resetTokenResultSchema,
  signupRequestSchema,
  verifyOtpRequestSchema,
  verifyPasswordOtpRequestSchema,
} from '@studio-hive/domain';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/guards';
import { AppError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import * as accounts from './users.service';

export type UsersRoutesOptions = {
  context: accounts.AccountsContext;
  auth: Auth;
  /** Per client address and minute for each account endpoint (API.md, "Rate limits"). */
  rateLimitPerMinute: number;
};

/**
 * Besides the per-address limits, limits per e-mail address and hour: a code is 6 digits, so
 * whoever can ask for codes and try them from many addresses must still meet a ceiling per
 * account; and nobody can make us send a stream of e-mails or SMS to one person. Unknown and
 * known e-mails count alike, so the limits reveal nothing.
 */
export const CODE_SENDS_PER_EMAIL_PER_HOUR = 5;
export const CODE_CHECKS_PER_EMAIL_PER_HOUR = 15;

/** /api/user/*: signup with e-mail and phone codes, per-role login, password recovery. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const { context, auth } = options;
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };
  const tags = ['accounts'];

  /** A pre-handler (after validation: the e-mail is normalised) counting calls per e-mail. */
  const perEmail = (name: string, max: number, message: string) => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: '1 hour',
      keyGenerator: (request: FastifyRequest) =>
        `${name}:${(request.body as { email: string }).email}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      // `isAllowed` only marks an allow-listed key; a counted call is over the limit when exceeded.
      if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED', message);
    };
  };
  const codeSends = (name: string) =>
    perEmail(
      name,
      CODE_SENDS_PER_EMAIL_PER_HOUR,
      'Too many codes were requested for this email. Please wait an hour and try again.',
    );
  const codeChecks = (name: string) =>
    perEmail(
      name,
      CODE_CHECKS_PER_EMAIL_PER_HOUR,
      'Too many attempts for this email. Please wait an hour and try again.',
    );

  app.post(
    '/signup',
    {
      config: limited,
      preHandler: codeSends('signup-codes'),
      schema: {
        tags,
        summary: 'Create a customer or owner account and send the e-mail and phone codes',
        body: signupRequestSchema,
        response: { 201: messageResultSchema, ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.signup(context, request.body)),
  );

  app.post(
    '/verify-otp',
    {
      config: limited,
      preHandler: codeChecks('signup-checks'),
      schema: {
        tags,
        summary: 'Confirm both signup codes; answers a session',
        body: verifyOtpRequestSchema,
        response: { 200: authResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => accounts.verifyOtp(context, request.body),
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in on the screen of the account’s role',
        body: loginRequestSchema,
        response: { 200: authResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => accounts.login(context, request.body),
  );

  app.post(
    '/forgot-password',
    {
      config: limited,
      preHandler: codeSends('reset-codes'),
      schema: {
        tags,
        summary: 'Send a password reset code (same answer whether or not the e-mail exists)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => accounts.forgotPassword(context, request.body),
  );

  app.post(
    '/verify-password-otp',
    {
      config: limited,
      preHandler: codeChecks('reset-checks'),
      schema: {
        tags,
        summary: 'Exchange a password reset code for a single-use reset token',
        body: verifyPasswordOtpRequestSchema,
        response: { 200: resetTokenResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => accounts.verifyPasswordOtp(context, request.body),
  );

  app.post(
    '/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: resetPasswordRequestSchema,
        response: { 200: messageResultSchema, ...errorResponses(400, 429) },
      },
    },
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
    async (request) => ({ user: accounts.toPublicUser(request.currentUser!) }),
  );
};
