import { config } from 'zod/v4/core';

/**
 * Zod compiles fast parsers with `new Function` unless told not to, and first probes whether it
 * may (on the first parse); under our Content-Security-Policy (no 'unsafe-eval') that probe is
 * reported as a violation. No page loads zod with its first download (docs/decisions/014), so
 * every place that parses with zod imports this first: the API client (with the response schemas,
 * see `zodReady`), the form block, uploads and the studio draft.
 */
config({ jitless: true });
