import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { ERROR_STATUS, type ErrorBody } from './errors';

export const REQUEST_TIMEOUT_MESSAGE =
  'The request took too long to arrive and was closed. Please try again on a steadier connection.';

/**
 * Fastify's options for requests that arrive too slowly (decision 028). Node gives a request
 * `requestTimeout` to arrive whole, headers and body (the headers alone at most 60 s): a body
 * trickled a byte at a time no longer holds its connection for as long as the client likes.
 * Node looks for such requests every `connectionsCheckingInterval` (30 s by default), so it is
 * kept to half the timeout: a request is closed between 1 and 1.5 times the timeout.
 */
export function requestTimeoutOptions(
  requestTimeoutMs: number,
): Pick<FastifyServerOptions, 'requestTimeout' | 'clientErrorHandler'> & { http: ServerOptions } {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      // Node uses the smaller of the two as the whole request's limit: the headers' 60 s default
      // would otherwise stand for a shorter request timeout.
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 2)),
    },
    clientErrorHandler: closeWithSentence,
  };
}

/**
 * Fastify's own handling of a malformed or late request (it writes on the raw socket: no route,
 * no hook), except that the 408 carries the uniform error body with a sentence.
 */
function closeWithSentence(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // No request, so no request id: the body is ErrorBody less `requestId`.
  const [status, body]: [number, Pick<ErrorBody, 'message' | 'code'>] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [
          ERROR_STATUS.REQUEST_TIMEOUT,
          { message: REQUEST_TIMEOUT_MESSAGE, code: 'REQUEST_TIMEOUT' },
        ]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, { message: 'The request headers are too large.', code: 'VALIDATION' }]
        : [400, { message: 'The request could not be understood.', code: 'VALIDATION' }];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
