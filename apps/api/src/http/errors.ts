import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { DatabaseOutageLog } from '../db/database-outage';

/** Error codes and their HTTP statuses (docs/api.md#errors). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  PRICE_MISMATCH: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A right password on another role's login screen (users.service.ts, `login`). */
  WRONG_LOGIN_PAGE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Headers and body not all arrived within REQUEST_TIMEOUT_SECONDS (http/request-timeout.ts). */
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = {
  message: string;
  code: ErrorCode;
  fieldErrors?: Record<string, string>;
  requestId: string;
  /** The account's role, with WRONG_LOGIN_PAGE: which login screen to use. */
  role?: string;
  /** With CONFLICT on deleting a studio: the bookings and requests it would cancel. */
  upcomingBookings?: number;
};

/** The one error type services throw; turned into HTTP in `registerErrorHandling` only. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** More of the response for the client to act on (ErrorBody's optional fields). */
    readonly details?: Pick<ErrorBody, 'role' | 'upcomingBookings'>,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('VALIDATION', message, fieldErrors);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** 429: the words of every per-address limit unless a limit has its own. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const rateLimited = (message = TOO_MANY_ATTEMPTS) => new AppError('RATE_LIMITED', message);

/** Field name from a validation error path such as '/location/city' or '.email'. */
function fieldName(path: string): string {
  return path.replace(/^[/.]/, '').replace(/\//g, '.') || 'body';
}

/**
 * PostgreSQL refuses some text outright (NUL bytes, invalid encodings). The schemas keep such
 * input out; should one slip through, the client still gets a 400, not a 500.
 */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);
function isUnstorableText(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && UNSTORABLE_TEXT_SQLSTATES.has(code);
}

/** A unique constraint said no (two writes raced for the same row): a conflict, not a crash. */
export const UNIQUE_VIOLATION = '23505';
/** A row points at one that is gone (deleted meanwhile). */
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, looking through the causes drivers and Drizzle wrap it in. */
export function sqlState(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Maps Fastify's own errors (bad JSON, too large, wrong media type...) to our codes. */
function classify(error: FastifyError): { code: ErrorCode; message: string } {
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'VALIDATION', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: 'VALIDATION', message: 'The address of this request is not valid.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This content type is not supported here.',
      };
  }
  if (status === 429) {
    return { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS };
  }
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' };
  if (status === 415) {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported here.' };
  }
  if (status === 404) return { code: 'NOT_FOUND', message: 'Not found.' };
  if (status >= 400 && status < 500) {
    return { code: 'VALIDATION', message: 'The request could not be understood.' };
  }
  return { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fieldErrors?: Record<string, string>,
  details?: Pick<ErrorBody, 'role' | 'upcomingBookings'>,
) {
  const body: ErrorBody = { ...details, message, code, requestId: String(request.id) };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors;
  return reply.status(ERROR_STATUS[code]).send(body);
}

/**
 * Fastify's `frameworkErrors`: errors met before a route is found (a URL it cannot decode such as
 * `/api/%ff`, an over-long parameter). No hook has run yet, so the caller adds the headers;
 * the body is the uniform error format like every other error.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { code, message } = classify(error);
  if (code === 'INTERNAL') request.log.error({ err: error }, 'request failed before routing');
  else request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
  return sendError(reply, request, code, message);
}

/** The 503 of a request that needed the database while it could not be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is unavailable just now. Please try again in a minute.';

/** `outage`: the process's one log of database outages (db/database-outage.ts). */
export function registerErrorHandling(app: FastifyInstance, outage: DatabaseOutageLog) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, request, error.code, error.message, error.fieldErrors, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        // A body that is not an object at all (null, a string, an array) has no field to name.
        const message =
          field === 'body' ? 'The request body must be a JSON object.' : issue.message;
        fieldErrors[field] ??= message ?? 'Invalid value';
      }
      const first = Object.values(fieldErrors)[0] ?? 'Please check the form and try again.';
      return sendError(reply, request, 'VALIDATION', first, fieldErrors);
    }
    if (isUnstorableText(error)) {
      request.log.info(
        { err: { message: error.message } },
        'request refused: text the database cannot store',
      );
      return sendError(
        reply,
        request,
        'VALIDATION',
        'The request contains characters that are not allowed.',
      );
    }
    if (sqlState(error) === UNIQUE_VIOLATION) {
      request.log.info({ err: { message: error.message } }, 'request refused: unique violation');
      return sendError(
        reply,
        request,
        'CONFLICT',
        'That was changed by someone else at the same moment. Please reload and try again.',
      );
    }
    if (outage.noted(error)) {
      reply.header('retry-after', '30');
      return sendError(reply, request, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
    }
    const { code, message } = classify(error);
    if (code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
    return sendError(reply, request, code, message);
  });
}
