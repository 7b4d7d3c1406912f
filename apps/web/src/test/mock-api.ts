import { vi } from 'vitest';

/** A request the web app sent, as the network saw it. */
export type SentRequest = {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
};

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

/** Requests no handler expected, since the last `takeUnexpectedRequests` (test/setup.ts). */
const unexpectedRequests: string[] = [];

/** The unexpected requests so far, emptying the list: a test with any fails (test/setup.ts). */
export function takeUnexpectedRequests(): string[] {
  return unexpectedRequests.splice(0);
}

/**
 * Stands in for the API at the network boundary (the global `fetch`): responds by "METHOD /path".
 * A request no handler expects gets the server's 404 body and fails the test once it ends (a
 * test that means a 404 says so with `errorReply`). Records every request.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const table = new Map(Object.entries(handlers));
  const requests: SentRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: text === undefined ? init.body : JSON.parse(text),
    };
    requests.push(request);
    const handler = table.get(`${request.method} ${url.pathname}`);
    if (!handler) unexpectedRequests.push(`${request.method} ${request.path}`);
    const response: Reply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { message: 'Not found.', code: 'NOT_FOUND', requestId: 'test' } };
    const status = response.status ?? 200;
    const body =
      response.body === undefined
        ? null
        : typeof response.body === 'string'
          ? response.body
          : JSON.stringify(response.body);
    return new Response(body, {
      status,
      headers: { 'content-type': 'application/json', ...response.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    on(route: string, handler: Handler) {
      table.set(route, handler);
    },
    /** The requests sent to "METHOD /path". */
    sent(route: string) {
      return requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === route);
    },
  };
}

/** The server's error body (docs/api.md, "Conventions"). */
export function errorReply(
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string>,
): Reply {
  return {
    status,
    body: { message, code, requestId: 'req-1', ...(fieldErrors ? { fieldErrors } : {}) },
  };
}

/**
 * Routes a test expects to be asked but does not look at (the data of a screen it only passes
 * through): each gets the server's 404 body. Spread into `mockApi`'s handlers, before the ones
 * the test cares about.
 */
export function notFound(...routes: string[]): Record<string, Reply> {
  return Object.fromEntries(
    routes.map((route) => [route, errorReply(404, 'NOT_FOUND', 'Not found.')]),
  );
}
