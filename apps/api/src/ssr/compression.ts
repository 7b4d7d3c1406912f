import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { acceptedValues } from '../http/headers';

/**
 * Compression of the responses that skip @fastify/compress (app.ts): the web app's pages, sent
 * by the not-found handler (web-app.ts), and the prebuilt responses written straight to the
 * socket (prebuilt-response.ts, docs/decisions/014).
 */

export type Encoding = 'br' | 'gzip';

/** Below this many bytes compressing is not worth it (as @fastify/compress's threshold). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * How to compress for a browser sending `acceptEncoding`: brotli, else gzip, else not at all
 * (null). An encoding refused with `q=0` is not accepted.
 */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = acceptedValues(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** How to compress `body` for a browser sending `acceptEncoding`: not at all (null) when small. */
export function encodingFor(acceptEncoding: string | undefined, body: string): Encoding | null {
  const encoding = acceptedEncoding(acceptEncoding);
  return encoding && Buffer.byteLength(body) >= COMPRESS_THRESHOLD ? encoding : null;
}

/**
 * Brotli's quality for responses compressed per request, here and by @fastify/compress (app.ts):
 * a quick level, cheap enough on every request.
 */
export const BROTLI_QUALITY = 4;

/**
 * The `Vary` token of a compressed response, in the case @fastify/compress looks for: with it
 * already set, the plugin adds no second one.
 */
export const VARY_ENCODING = 'accept-encoding';

/**
 * Brotli's quality for a server-rendered page's first requests, before it is compressed fully
 * (`compressFully`): one more than BROTLI_QUALITY costs about 0.4 ms more on the listing's page
 * and takes it from 14.0 to 13.0 kB, inside a connection's first round trip (bench/web.md).
 */
export const PAGE_BROTLI_QUALITY = BROTLI_QUALITY + 1;

/** `body` compressed with `encoding`, as @fastify/compress would (at brotli's `quality`). */
export function compress(
  body: string | Buffer,
  encoding: Encoding,
  quality: number = BROTLI_QUALITY,
): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
    : gzipSync(body);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` compressed at the highest levels, off the event loop: for a response sent again and
 * again (a cached page), where a few more milliseconds once buy bytes on every request. The
 * listing's page goes from 16.8 to 13.8 kB in brotli, within a connection's first round trip
 * (bench/web.md).
 */
export function compressFully(body: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
}
