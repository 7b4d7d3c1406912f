import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

/**
 * A failed statement as the log writes it (the `err` serializer of the process's log, app.ts):
 * Drizzle puts the statement's values in its error's message (`params: ...`) and in a `params`
 * field, and they include secrets (an imported calendar's address, decision 048; e-mail
 * addresses, password hashes). The log keeps the statement and the driver's reason, never the
 * values.
 */
export function withoutQueryValues(error: unknown): unknown {
  if (!(error instanceof Error)) return stdSerializers.err(error as Error);
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & {
    params?: unknown;
  };
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (!(cause instanceof DrizzleQueryError)) continue;
    const safe = `Failed query: ${cause.query}`;
    serialized.message = serialized.message.replace(cause.message, safe);
    serialized.stack = serialized.stack.replace(cause.message, safe);
  }
  delete serialized.params;
  return serialized;
}
