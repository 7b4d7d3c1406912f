import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { acceptedValues, varyAfter } from '../http/headers';
import {
  avifKeyOf,
  IMMUTABLE_CACHE_CONTROL,
  isValidImageKey,
  UPLOADS_URL_PREFIX,
} from './image-store';

/** Only image files are ever served from the uploads folder, whatever else may land there. */
const IMAGE_FILE = /\.(webp|avif|png|jpe?g|gif)$/i;

/** How many answers to "is there an AVIF beside this WebP?" are remembered. */
const AVIF_LOOKUPS_REMEMBERED = 10_000;

/**
 * How long "no AVIF beside this WebP" is believed: a copy written later (`npm run images:avif`
 * for the photos stored before decision 054) is sent within a minute, without a restart. An AVIF
 * found is remembered for good: keys never change.
 */
const AVIF_ABSENCE_REMEMBERED_MS = 60_000;

/**
 * GET /uploads/* from the disk image store's folder (docs/api.md#shapes): files only, no
 * directory listing, no dotfiles (the store's temporary files), nothing outside the folder.
 * Anything not served is a 404 in the uniform error format, never the web app. A WebP with an
 * AVIF copy beside it (a card or gallery size, decisions 054 and 056) is answered with the AVIF
 * when the browser accepts it, under `Vary: Accept`.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: {
    dir: string;
    /**
     * Pages of other origins (CORS_ORIGINS) show these photos: Cross-Origin-Resource-Policy
     * `cross-origin` here instead of the site's `same-origin`, which would block their <img>.
     */
    crossOrigin?: boolean;
  },
) {
  await mkdir(options.dir, { recursive: true });
  await app.register(
    async (uploads) => {
      const notFound = (request: FastifyRequest, reply: FastifyReply) =>
        sendError(reply, request, 'NOT_FOUND', 'Not found.');
      uploads.setNotFoundHandler(notFound);
      uploads.setErrorHandler((error: FastifyError, request, reply) => {
        // The static server refuses odd paths (encoded slashes, NUL bytes, aliases) with 400 or
        // 403: to a client these are simply files that are not here.
        if (error.statusCode === 400 || error.statusCode === 403) return notFound(request, reply);
        throw error; // everything else: the app's error handler
      });
      // Whether the AVIF copy of a WebP is on disk, by its key (a path that is not a valid key
      // names no file of the store): true, or until when its absence is believed.
      const avifLookups = new Map<string, true | number>();
      const hasAvif = async (avifKey: string) => {
        const known = avifLookups.get(avifKey);
        if (known === true) return true;
        if (known !== undefined && known > Date.now()) return false;
        const found =
          isValidImageKey(avifKey) &&
          (await stat(join(options.dir, avifKey)).then(
            (file) => file.isFile(),
            () => false,
          ));
        if (avifLookups.size >= AVIF_LOOKUPS_REMEMBERED) avifLookups.clear();
        avifLookups.set(avifKey, found || Date.now() + AVIF_ABSENCE_REMEMBERED_MS);
        return found;
      };
      uploads.addHook('onRequest', async (request, reply) => {
        const path = (request.params as { '*'?: string })['*'] ?? '';
        const avifPath = avifKeyOf(path);
        if (!avifPath) return;
        // Either answer may be cached, each for the Accept it was sent for.
        reply.header('vary', varyAfter(reply.getHeader('vary'), 'Accept'));
        // The static handler reads the file's path from the request's URL when it runs.
        const [pathname = '', query] = request.raw.url?.split(/\?(.*)/s) ?? [];
        const avifUrl = avifKeyOf(pathname);
        if (
          avifUrl &&
          acceptedValues(request.headers.accept).has('image/avif') &&
          (await hasAvif(avifPath))
        ) {
          request.raw.url = query === undefined ? avifUrl : `${avifUrl}?${query}`;
        }
      });
      await uploads.register(fastifyStatic, {
        root: options.dir,
        prefix: '/',
        decorateReply: false,
        wildcard: true,
        index: false,
        list: false,
        redirect: false,
        dotfiles: 'ignore',
        cacheControl: false,
        allowedPath: (pathName) => IMAGE_FILE.test(pathName),
        setHeaders(reply) {
          // Keys never change once written (a new photo gets a new key): cache for a year.
          reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
          reply.header('x-content-type-options', 'nosniff');
          if (options.crossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    },
    { prefix: UPLOADS_URL_PREFIX.replace(/\/$/, '') },
  );
}
