// One API process for bench/booking.ts: the real app (loadConfig + openDatabase + buildApp) on
// PostgreSQL, listening on a free port of 127.0.0.1. Prints `{"url": ...}` once it listens and
// closes cleanly on SIGTERM. Started twice, as separate OS processes, by bench/booking.ts.
// Environment: DATABASE_URL (required), JWT_SECRET, DATA_DIR (outbox file), LOG_LEVEL.
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';

const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
if (!config.databaseUrl) throw new Error('booking-server: DATABASE_URL is required');
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
const app = await buildApp({ config, database });
const url = await app.listen({ port: config.port, host: config.host });
process.stdout.write(`${JSON.stringify({ url })}\n`);

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
