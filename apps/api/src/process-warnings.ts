import type { FastifyBaseLogger } from 'fastify';

/**
 * Node's own warnings (a deprecation, an emitter with too many listeners) as lines of the JSON
 * log instead of text on standard error, which would be the one line of the log that is not
 * JSON. Returns what puts Node's own printing back.
 */
export function logProcessWarnings(log: Pick<FastifyBaseLogger, 'warn'>): () => void {
  const printers = process.listeners('warning');
  process.removeAllListeners('warning');
  const toLog = (warning: Error) =>
    log.warn({ warning: { name: warning.name, message: warning.message } }, 'Node.js warning');
  process.on('warning', toLog);
  return () => {
    process.off('warning', toLog);
    for (const printer of printers) process.on('warning', printer);
  };
}
