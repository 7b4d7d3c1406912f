import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/net';
import { startServerProcess as startServer, waitForHealth } from './test/server-process';

const waitHealthy = (port: number, server: Parameters<typeof waitForHealth>[1]) =>
  waitForHealth(port, server, 200, 60_000);

const running: ChildProcess[] = [];
afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

describe('the server process', () => {
  it('stops at once with a sentence naming a bad variable', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'sh-srv-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a port number (got "abc").');
  });

  it('serves on the embedded database, refuses a second process on the same data, and shuts down cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sh-srv-'));
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'true' });
    running.push(server.child);
    await waitHealthy(port, server);
    expect(server.output()).toContain('admin@demo.studiohive.in');
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another process \(pid \d+\)/);

    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'admin@demo.studiohive.in',
        password: 'Admin@123',
        userType: 'admin',
      }),
    });
    expect(login.status).toBe(200);

    // The demo studios arrive in the background, after the server is up (`npm start` shows them).
    await expect
      .poll(
        async () =>
          ((await (await fetch(`http://127.0.0.1:${port}/api/studio`)).json()) as unknown[]).length,
        { timeout: 60_000, interval: 500 },
      )
      .toBe(24);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    // A restart keeps the data and does not load the demo data a second time.
    const again = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'true' });
    running.push(again.child);
    await waitHealthy(port, again);
    expect(again.output()).not.toContain('admin@demo.studiohive.in');
    const loginAgain = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'admin@demo.studiohive.in',
        password: 'Admin@123',
        userType: 'admin',
      }),
    });
    expect(loginAgain.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // A cap, not a wait: on a fresh clone the first start makes the demo pictures and loads the
    // demo data, which took over 90 s on two cores busy with other test runs.
  }, 180_000);
});
