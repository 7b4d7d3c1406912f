// The API server as a child process, as the fault, memory, soak and attack benches start it: on
// loopback, a port of its own, a data directory, a known JWT secret, and only the settings a
// bench names on top (never this process's environment, so a developer's settings cannot change
// what is measured).
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The built server (`npm run build`). */
export const BUILT_SERVER = join(ROOT, 'apps/api/dist/server.mjs');
/** The server from its sources, for the benches that measure without a build. */
export const SOURCE_SERVER = ['--import', 'tsx', 'apps/api/src/server.ts'];
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

/**
 * The limits per address and per customer raised out of reach: one address (and a handful of
 * customers) send everything in a bench, and those limits are not what is measured. Fair use is
 * still counted on every booking (as apps/api/src/test/test-app.ts does).
 */
export const LIMITS_OUT_OF_REACH = {
  HEAVY_READS_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_MINUTE: '1000000',
  BOOKINGS_PER_HOUR: '1000000',
  UPCOMING_BOOKINGS: '1000000',
  UPCOMING_HOURS_PER_STUDIO: '1000000',
  BOOKING_SMS_PER_PHONE_PER_DAY: '1000000',
} as const;

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  dataDir: string;
  exited: Promise<unknown>;
  /** Ends the process with `signal` (SIGTERM: a graceful stop) and removes a data directory it made. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export function spawnServer(options: {
  /** Node's arguments: the script, after any flags (`[BUILT_SERVER]`, `SOURCE_SERVER`). */
  args: string[];
  port: number;
  /** Settings on top of the base ones; undefined leaves one out (a base one too). */
  env?: Record<string, string | undefined>;
  /** A data directory the caller keeps (a restart on the same data); else a new one per process. */
  dataDir?: string;
  stdio?: StdioOptions;
}): ServerProcess {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'studio-hive-bench-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env,
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    port: options.port,
    base: `http://127.0.0.1:${options.port}`,
    dataDir,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
