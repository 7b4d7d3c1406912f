import { config } from 'zod';

/**
 * Zod compiles fast parsers with `new Function` unless told not to, and first probes whether it
 * may; under our Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation.
 * Imported first in main.tsx, before any schema is built.
 */
config({ jitless: true });
