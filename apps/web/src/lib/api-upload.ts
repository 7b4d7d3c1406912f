import './zod-jitless'; // before the first parse
import {
  API_BASE,
  ApiError,
  checkResponse,
  readResponseBody,
  UNREACHABLE,
  type ResponseSchema,
} from './api-client';
import { sessionStore } from './session-store';

/**
 * A multipart upload to the API with upload progress. `fetch` cannot report how much of a request
 * body has been sent, so this one call goes through XMLHttpRequest; it otherwise behaves like
 * `apiRequest` (lib/api-client.ts): bearer token from the session, no timeout, errors as
 * `ApiError` with the server's message and field messages, a 401 to a call with a token ends the
 * session, the response checked by `schema`.
 */
export type UploadOptions<T> = {
  method?: 'POST' | 'PUT' | 'PATCH';
  body: FormData;
  schema?: ResponseSchema<T>;
  /** Share of the body sent so far, 0..1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Sends `body` as multipart/form-data (the browser sets the boundary) and returns the body. */
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
        const data = readResponseBody(xhr.status, xhr.responseText, token);
        resolve(
          schema ? checkResponse(data, schema, { method, path, status: xhr.status }) : (data as T),
        );
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
