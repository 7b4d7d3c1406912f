import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { freePort, Relay } from './test/net';
import { createDatabase, dropDatabase, withDatabase } from './test/postgres-admin';
import {
  healthStatus,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './test/server-process';

/**
 * Network faults between the real server process and PostgreSQL, through a TCP relay in front of
 * it that passes traffic, black-holes it (accepts connections and forwards nothing either way)
 * or refuses. A crash of the process is what must be absent, so the server runs as a child.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A database reached through a relay not started yet: empty, as on a first start, or copied from
 * the run's migrated template.
 */
async function postgresBehindRelay({ migrated }: { migrated: boolean }) {
  const target = new URL(process.env.DATABASE_URL!);
  const admin = await openDatabase({ kind: 'postgres', url: target.toString() });
  const name = `studio_hive_faults_${randomBytes(6).toString('hex')}`;
  await createDatabase(admin, name, migrated ? inject('postgresTemplate') : undefined);
  cleanups.push(async () => {
    await dropDatabase(admin, name);
    await admin.close();
  });
  const relay = new Relay(target.hostname, Number(target.port || 5432));
  cleanups.push(() => relay.stop());
  const relayPort = await freePort();
  const url = new URL(withDatabase(target.toString(), name));
  url.hostname = '127.0.0.1';
  url.port = String(relayPort);
  return { relay, relayPort, url: url.toString() };
}

async function startServer(databaseUrl: string) {
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sh-faults-')),
    DATABASE_URL: databaseUrl,
  });
  cleanups.push(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
  return { port, server };
}

/** The server's log lines; each must be one JSON object (a plain-text line is a failure here). */
function logLines(server: ServerProcess) {
  return server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as { msg: string; level: number };
      } catch {
        throw new Error(`a line of the log is not JSON: ${line}`);
      }
    });
}

const outageLines = (server: ServerProcess) =>
  logLines(server).filter((line) => line.msg.startsWith('database unavailable'));

async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" in the log:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!process.env.DATABASE_URL)(
  'the server process and network faults of PostgreSQL (PostgreSQL only: DATABASE_URL is unset)',
  () => {
    it.each([
      [
        'refuses connections',
        (relay: Relay) => relay.stop(),
        (relay: Relay, port: number) => relay.start(port),
      ],
      [
        'accepts connections and never answers',
        (relay: Relay, port: number) => relay.start(port).then(() => relay.hang()),
        (relay: Relay) => relay.resume(),
      ],
    ] as const)(
      'started while PostgreSQL %s: listens, answers 503 with Retry-After, then serves',
      async (_, breakDatabase, restoreDatabase) => {
        const { relay, relayPort, url } = await postgresBehindRelay({ migrated: false });
        await breakDatabase(relay, relayPort);
        const { port, server } = await startServer(url);

        await waitForHealth(port, server, 503);
        const waiting = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(waiting.headers.get('retry-after')).toBe('5');
        const refused = await fetch(`http://127.0.0.1:${port}/api/studio`);
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(((await refused.json()) as { code: string }).code).toBe('UNAVAILABLE');
        // At least one try to migrate has failed (a connection timed out, on the black hole).
        await waitForOutput(server, 'database unavailable');

        await restoreDatabase(relay, relayPort);
        await waitForHealth(port, server, 200, 60_000);
        expect((await fetch(`http://127.0.0.1:${port}/api/studio`)).status).toBe(200);
        // The outage's one line and nothing else (no delivery from a database not migrated yet).
        expect(logLines(server).map((line) => line.msg)).toEqual([
          'database unavailable: requests that need it get 503 until it is back',
        ]);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      },
      90_000,
    );

    it('idle, its connections gone silent: survives, logs the outage once, serves again once new connections pass', async () => {
      const { relay, relayPort, url } = await postgresBehindRelay({ migrated: true });
      await relay.start(relayPort);
      const { port, server } = await startServer(url);
      await waitForHealth(port, server, 200, 60_000);

      // A firewall drops the connections: the open ones go silent, new ones are never answered.
      // Nothing asks the server anything: its background work (polling the outbox) meets it.
      relay.hang();
      await waitForOutput(server, 'database unavailable');
      // Health checks during the outage add no line of their own.
      for (let checks = 0; checks < 3;) {
        if ((await healthStatus(port)) === 503) checks += 1;
        if (server.child.exitCode !== null) break;
      }

      relay.resume();
      await waitForHealth(port, server, 200, 60_000);
      expect(outageLines(server)).toHaveLength(1);
      expect((await fetch(`http://127.0.0.1:${port}/api/studio`)).status).toBe(200);
    }, 90_000);
  },
);
