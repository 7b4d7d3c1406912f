import type { ZodType } from 'zod';
import { API_BASE, ApiError } from './api-client';
import { sessionStore } from './session-store';

/**
 * A multipart upload to the API with upload progress. `fetch` cannot report how much of a request
 * body has been sent, so this one call goes through XMLHttpRequest; it otherwise behaves like
 * `apiRequest` (lib/api-client.ts): bearer token from the session, no timeout, errors as
 * `ApiError` with the server's message and field messages, a 401 to a call with a token ends the
 * session, the answer checked by `schema`.
 */
export type UploadOptions<T> = {
  method?: 'POST' | 'PUT' | 'PATCH';
  body: FormData;
  schema?: ZodType<T>;
  /** Share of the body sent so far, 0..1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const UNREACHABLE = 'We could not reach Studio Hive. Please check your connection and try again.';
const UNREADABLE = 'The server sent an answer we could not read. Please try again.';

type ErrorBody = { message: string; code?: unknown; fieldErrors?: unknown; requestId?: unknown };

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function readAnswer<T>(
  xhr: XMLHttpRequest,
  method: string,
  path: string,
  token: string | null,
  schema?: ZodType<T>,
): T {
  let data: unknown = undefined;
  let readable = true;
  if (xhr.responseText) {
    try {
      data = JSON.parse(xhr.responseText);
    } catch {
      readable = false;
    }
  }
  const ok = xhr.status >= 200 && xhr.status < 300;
  if (!ok) {
    if (xhr.status === 401 && token && sessionStore.get()?.token === token) sessionStore.expire();
    if (isErrorBody(data)) {
      throw new ApiError(
        xhr.status,
        typeof data.code === 'string' ? data.code : 'UNKNOWN',
        data.message,
        stringRecord(data.fieldErrors),
        true,
        typeof data.requestId === 'string' ? data.requestId : undefined,
      );
    }
    throw new ApiError(
      xhr.status,
      'UNKNOWN',
      `The request failed (HTTP ${xhr.status}). Please try again.`,
    );
  }
  if (!readable) throw new ApiError(xhr.status, 'INVALID_RESPONSE', UNREADABLE);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError(xhr.status, 'INVALID_RESPONSE', UNREADABLE);
  }
  return parsed.data;
}

/** Sends `body` as multipart/form-data (the browser sets the boundary) and answers the body. */
export function apiUpload<T = unknown>(path: string, options: UploadOptions<T>): Promise<T> {
  const { method = 'POST', body, schema, onProgress, signal } = options;
  const token = sessionStore.get()?.token ?? null;

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(1, event.loaded / event.total));
      }
    });
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.addEventListener('load', () => {
      settle();
      try {
        resolve(readAnswer(xhr, method, path, token, schema));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, 'NETWORK', UNREACHABLE));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    });
    xhr.send(body);
  });
}
