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

/**
 * Stands in for the API at the network boundary (the global `fetch`): answers by "METHOD /path";
 * anything else gets the server's 404 body. Records every request.
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
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { message: 'Not found.', code: 'NOT_FOUND', requestId: 'test' } };
    const status = reply.status ?? 200;
    const body =
      reply.body === undefined
        ? null
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(body, {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
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

/** The server's error body (API.md, "Conventions"). */
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
