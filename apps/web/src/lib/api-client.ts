import type { ZodType } from 'zod';
import { sessionStore } from './session-store';

/** Every call goes to one base path (spec section 7); the built app is served by the API itself. */
export const API_BASE = '/api';

/**
 * A failed call. `message` is the server's sentence when it sent one (`fromServer`), else a
 * generic one; screens fall back to their own text when the server said nothing (see `messageOr`).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached or answered something unreadable. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    readonly fromServer = false,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** The server's message for a failed call, or the screen's own fallback (spec section 8). */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

type ErrorBody = { message: string; code?: unknown; fieldErrors?: unknown; requestId?: unknown };

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
  /** Parses (and so checks) the answer; without it the answer is returned as it came. */
  schema?: ZodType<T>;
  /** Account calls (login, signup, codes) never carry the session's token. */
  anonymous?: boolean;
  signal?: AbortSignal;
};

const UNREACHABLE = 'We could not reach Studio Hive. Please check your connection and try again.';
const UNREADABLE = 'The server sent an answer we could not read. Please try again.';

/**
 * The one way the web app talks to the API: JSON, a bearer token from the session, no timeout,
 * errors as `ApiError`. A 401 to a call that carried a token ends the session; the app then sends
 * the user to /login (see the root layout).
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, schema, anonymous = false, signal } = options;
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
  if (params.length > 0)
    url += `?${new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString()}`;

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', UNREACHABLE);
  }

  const text = await response.text();
  let data: unknown = undefined;
  let readable = true;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      readable = false;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && token && sessionStore.get()?.token === token)
      sessionStore.expire();
    if (isErrorBody(data)) {
      throw new ApiError(
        response.status,
        typeof data.code === 'string' ? data.code : 'UNKNOWN',
        data.message,
        stringRecord(data.fieldErrors),
        true,
        typeof data.requestId === 'string' ? data.requestId : undefined,
      );
    }
    throw new ApiError(
      response.status,
      'UNKNOWN',
      `The request failed (HTTP ${response.status}). Please try again.`,
    );
  }

  if (!readable) throw new ApiError(response.status, 'INVALID_RESPONSE', UNREADABLE);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError(response.status, 'INVALID_RESPONSE', UNREADABLE);
  }
  return parsed.data;
}
