import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDays, istToday } from '@studio-hive/domain';
import { POOL_SIZE, type DatabaseHandle } from '../db/client';

/**
 * The socket address of the process's own warm-up requests. No TCP peer can have it, and the
 * check reads the socket, never X-Forwarded-For, so no client can pass for a warm-up request.
 */
const WARM_UP_ADDRESS = '0.0.0.0';

/** Whether this request is one of the process's own warm-up requests (the startup gate lets them in). */
export function isWarmUpRequest(request: FastifyRequest): boolean {
  return request.raw.socket?.remoteAddress === WARM_UP_ADDRESS;
}

/**
 * Rounds of the public reads: enough for V8 to compile the hot paths with its optimising
 * compiler before the first visitor comes (bench/warm-start.md).
 */
const ROUNDS = 20;

/**
 * Before the startup gate opens, the process sends itself what a visitor's first pages ask for:
 * every pool connection opened, the catalogue cache filled, the public pages rendered and kept,
 * the statements prepared on the connections, the hot code compiled. A fresh process under
 * full load otherwise answered its first seconds of requests in over a second each
 * (bench/warm-start.md). Never throws: a failed warm-up costs speed, not the start.
 * `nobodysToken` makes a valid session token of an account that does not exist, for the signed-in
 * reads (the auth module makes it: this layer knows nothing of tokens).
 */
export async function warmUp(
  app: FastifyInstance,
  {
    database,
    now,
    nobodysToken,
  }: { database: DatabaseHandle; now: () => Date; nobodysToken: () => Promise<string> },
): Promise<void> {
  const started = performance.now();
  const get = (url: string, headers?: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers, remoteAddress: WARM_UP_ADDRESS }).then(
      (response) => response,
      () => undefined,
    );
  try {
    // All at once, so the pool opens every connection now rather than under the first load.
    await Promise.all(Array.from({ length: POOL_SIZE }, () => database.ping()));
    const listing = await get('/api/studio');
    const studios = listing?.statusCode === 200 ? (listing.json() as { _id: string }[]) : [];
    const studioId = studios[0]?._id;
    const tomorrow = addDays(istToday(now()), 1);
    // A signed-in reader's path up to the account check: the token verified, the caller's
    // statement prepared. No account has this id, so each of these ends in 401.
    const nobody = { authorization: `Bearer ${await nobodysToken()}` };
    type Read = [url: string, headers?: Record<string, string>];
    const reads: Read[] = [
      ['/api/studio'],
      ['/api/studio/cities'],
      [`/api/studio?date=${tomorrow}&start=10&hours=2`],
      ['/api/booking/customer', nobody],
      ['/api/booking/customer/summary', nobody],
      ...(studioId
        ? ([
            [`/api/studio/${studioId}`],
            [`/api/review/studio/${studioId}`],
            [`/api/availability/${studioId}`, nobody],
          ] satisfies Read[])
        : []),
    ];
    // The pages are rendered once and kept for the next visitor (decision 017).
    await Promise.all(
      ['/', '/studios', ...(studioId ? [`/studios/${studioId}`] : [])].map((url) => get(url)),
    );
    let requests = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(reads.map(([url, headers]) => get(url, headers)));
      requests += reads.length;
    }
    app.log.info(
      { requests, ms: Math.round(performance.now() - started) },
      'warmed up: serving requests',
    );
  } catch (error) {
    app.log.warn({ err: error }, 'warming up failed: serving requests cold');
  }
}
