import type { core } from 'zod/mini';
import type * as ResponseSchemas from '@studio-hive/domain/responses';
import { sessionStore } from './session-store';

/**
 * A schema that checks a response: the domain's response schemas are zod/mini schemas, so that no page
 * downloads all of zod before a form is shown (docs/decisions/014); any zod schema works.
 */
export type ResponseSchema<T> = core.$ZodType<T>;

/**
 * Or a function that loads it: the first screens of the site load their response schemas (and
 * zod) beside their first request, not with the page (`lazyResponseSchema`, decision 014).
 */
export type ResponseSchemaOption<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/** The domain's response schemas, loaded once on first use: `schema: lazyResponseSchema((a) => a.x)`. */
export function lazyResponseSchema<T>(
  pick: (schemas: typeof ResponseSchemas) => ResponseSchema<T>,
): () => Promise<ResponseSchema<T>> {
  return () => import('@studio-hive/domain/responses').then(pick);
}

/** Zod told not to compile parsers (lib/zod-jitless.ts), before this client's first parse. */
let zodReady: Promise<unknown> | undefined;

/** The schema of `option`, loaded if need be, once zod may parse; undefined without one. */
async function schemaOf<T>(
  option: ResponseSchemaOption<T> | undefined,
): Promise<ResponseSchema<T> | undefined> {
  if (!option) return undefined;
  const [schema] = await Promise.all([
    typeof option === 'function' ? option() : option,
    (zodReady ??= import('./zod-jitless')),
  ]);
  return schema;
}

/** Every call goes to one base path (docs/api.md); the built app is served by the API itself. */
export const API_BASE = '/api';

/** How calls reach the API: the browser's fetch, or the server's own when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server entry (entry-server.tsx) sends the calls of the pages it renders in-process. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * A failed call. `message` is the server's sentence when it sent one (`fromServer`), else a
 * generic one; screens fall back to their own text when the server said nothing (see `messageOr`).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached or responded with something unreadable. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    readonly fromServer = false,
    readonly requestId?: string,
    /** The other text fields of the server's error body (the account's `role` of a login). */
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The server's message for a failed call, or the screen's own fallback (docs/product.md#messages). */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

type ErrorBody = {
  message: string;
  code?: unknown;
  fieldErrors?: unknown;
  requestId?: unknown;
  [field: string]: unknown;
};

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string'
  );
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Parses (and so checks) the response; without it the response is returned as it came. */
  schema?: ResponseSchemaOption<T>;
  /** Account calls (login, signup, codes) never carry the session's token. */
  anonymous?: boolean;
  signal?: AbortSignal;
};

export const UNREACHABLE =
  'We could not reach Studio Hive. Please check your connection and try again.';
const UNREADABLE = 'The server sent an answer we could not read. Please try again.';

/** What `send` read: the response's body (JSON, or undefined when empty) and the response. */
type ApiResponse = { data: unknown; response: Response };

/**
 * The one way the web app talks to the API (`apiRequest`, `apiRequestPage`): JSON, a bearer token
 * from the session, no timeout, errors as `ApiError`. A 401 to a call that carried a token ends the
 * session; the app then sends the user to /login (see the root layout).
 */
async function send(path: string, options: RequestOptions<unknown>): Promise<ApiResponse> {
  const { method = 'GET', body, query, anonymous = false, signal } = options;
  const token = anonymous ? null : (sessionStore.get()?.token ?? null);

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let url = `${API_BASE}${path}`;
  const params = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  if (params.length > 0) {
    const search = new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString();
    url += `${url.includes('?') ? '&' : '?'}${search}`;
  }

  let response: Response;
  try {
    response = await transport(url, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', UNREACHABLE);
  }

  const data = readResponseBody(response.status, await response.text(), token);
  return { data, response };
}

/**
 * The body of a response as JSON, or the failure as `ApiError`: the server's message and field
 * messages when it sent them; a 401 to a call that carried the session's token ends the session.
 * Shared by `fetch` calls and uploads (lib/api-upload.ts).
 */
export function readResponseBody(status: number, text: string, token: string | null): unknown {
  let data: unknown = undefined;
  let readable = true;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      readable = false;
    }
  }

  if (status < 200 || status >= 300) {
    if (status === 401 && token && sessionStore.get()?.token === token) sessionStore.expire();
    if (isErrorBody(data)) {
      const { message, code, fieldErrors, requestId, ...details } = data;
      throw new ApiError(
        status,
        typeof code === 'string' ? code : 'UNKNOWN',
        message,
        stringRecord(fieldErrors),
        true,
        typeof requestId === 'string' ? requestId : undefined,
        stringRecord(details),
      );
    }
    throw new ApiError(status, 'UNKNOWN', `The request failed (HTTP ${status}). Please try again.`);
  }

  if (!readable) throw new ApiError(status, 'INVALID_RESPONSE', UNREADABLE);
  return data;
}

/** A response that is not what the app expects: logged for us, a plain sentence for the user. */
function unexpected(method: string, path: string, status: number, problem: unknown): ApiError {
  console.error(`Unexpected response from ${method} ${path}`, problem);
  return new ApiError(status, 'INVALID_RESPONSE', UNREADABLE);
}

/** `data` checked by `schema`; anything else is logged and reported as unreadable. */
export function checkResponse<T>(
  data: unknown,
  schema: ResponseSchema<T>,
  request: { method: string; path: string; status: number },
): T {
  // Through the Standard Schema interface every zod schema carries: no zod code is imported here,
  // so the API client costs a page nothing of zod's (decision 014).
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise) {
    throw unexpected(request.method, request.path, request.status, 'an asynchronous schema');
  }
  if (result.issues) throw unexpected(request.method, request.path, request.status, result.issues);
  return result.value as T;
}

function parse<T>(sent: ApiResponse, schema: ResponseSchema<T>, method: string, path: string): T {
  return checkResponse(sent.data, schema, { method, path, status: sent.response.status });
}

/** Calls the API and returns the body, checked by `schema` when one is given (see `send`). */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const [result, schema] = await Promise.all([send(path, options), schemaOf(options.schema)]);
  if (!schema) return result.data as T;
  return parse(result, schema, options.method ?? 'GET', path);
}

/**
 * One page of a list (docs/api.md#pagination): the items and the size of the whole list
 * (`X-Total-Count`; with `capped`, more than `total` match: the server stopped counting there).
 * Screens derive their pages from the total and their page size, so the `Link` header the API
 * sends other clients is not read.
 */
export type Page<T> = { items: T[]; total: number; capped: boolean };

/**
 * Reads a list sent as a bare JSON array with `X-Total-Count`. `schema` checks the array (for
 * example `z.array(studioSchema)`). A list sent without `X-Total-Count` is whole: its total is
 * its length.
 */
export async function apiRequestPage<T = unknown>(
  path: string,
  options: RequestOptions<T[]> = {},
): Promise<Page<T>> {
  const method = options.method ?? 'GET';
  const [result, schema] = await Promise.all([send(path, options), schemaOf(options.schema)]);
  const { status, headers } = result.response;
  const items = schema ? parse(result, schema, method, path) : result.data;
  if (!Array.isArray(items)) throw unexpected(method, path, status, 'the response is not a list');

  const count = headers.get('X-Total-Count')?.trim() ?? null;
  if (count !== null && !/^\d+$/.test(count)) {
    throw unexpected(method, path, status, `X-Total-Count is '${count}'`);
  }
  const total = count === null ? items.length : Number(count);
  return {
    items: items as T[],
    total,
    capped: headers.get('X-Total-Count-Capped') === 'true',
  };
}

/** A file the API returned: its content and the name the server gave it, if any. */
export type Download = { blob: Blob; filename: string | null };

/**
 * Downloads a file (for example a booking's .ics) with the session's token, which a plain link
 * could not send. Failures are `ApiError`s like every other call (see `readResponseBody`).
 */
export async function apiDownload(
  path: string,
  options: { signal?: AbortSignal } = {},
): Promise<Download> {
  const token = sessionStore.get()?.token ?? null;
  const headers: Record<string, string> = { Accept: '*/*' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', UNREACHABLE);
  }
  if (!response.ok) readResponseBody(response.status, await response.text(), token);
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*=UTF-8''…` first, then
 * `filename="…"` or a bare `filename=…`; any folder part is dropped. Null when there is none.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
