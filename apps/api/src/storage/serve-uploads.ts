import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_URL_PREFIX } from './image-store';

/** Only image files are ever served from the uploads folder, whatever else may land there. */
const IMAGE_FILE = /\.(webp|avif|png|jpe?g|gif)$/i;

/**
 * GET /uploads/* from the disk image store's folder (docs/api.md#shapes): files only, no
 * directory listing, no dotfiles (the store's temporary files), nothing outside the folder.
 * Anything not served is a 404 in the uniform error format, never the web app.
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
