import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { sql } from 'drizzle-orm';

/** Runs a command the way `npm run user:create` / `npm run seed:demo` do, on its own embedded database. */
function runCommand(script: string, args: string[], dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL(script, import.meta.url).pathname, ...args],
    {
      // Only what the command needs: never the DATABASE_URL of a CI run.
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('command-line tools', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sh-cli-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('user:create makes a verified admin who can sign in, and explains what is wrong otherwise', async () => {
    // A wrong command line is told at once, before any database is opened or made.
    const untouched = mkdtempSync(join(tmpdir(), 'sh-cli-'));
    const [bad, weakAdmin] = await Promise.all([
      runCommand(
        './user-create.ts',
        ['--role', 'superuser', '--email', 'x', '--password', '1'],
        untouched,
      ),
      runCommand(
        './user-create.ts',
        ['--role', 'admin', '--email', 'weak@studiohive.in', '--password', 'secret1'],
        untouched,
      ),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('--role: role must be admin, owner or customer');
    expect(bad.output).toContain('--email: Email is invalid');
    expect(bad.output).toContain('--password: Password must be at least 6 characters');
    expect(bad.output).toContain('Usage: npm run user:create');
    expect(weakAdmin.code).toBe(1);
    expect(weakAdmin.output).toContain(
      '--password: Password must be 8+ characters and include uppercase, lowercase, number, and symbol.',
    );
    expect(readdirSync(untouched)).toEqual([]);
    await rm(untouched, { recursive: true });

    const created = await runCommand(
      './user-create.ts',
      [
        '--role',
        'admin',
        '--email',
        'Ops@StudioHive.in',
        '--password',
        'S3cure!pass',
        '--name',
        'Ops Team',
      ],
      dataDir,
    );
    expect(created.output).toMatch(/Created admin ops@studiohive\.in \(id [0-9a-f-]{36}\)/);
    expect(created.code).toBe(0);

    const again = await runCommand(
      './user-create.ts',
      ['--role', 'admin', '--email', 'ops@studiohive.in', '--password', 'S3cure!pass'],
      dataDir,
    );
    expect(again.code).toBe(1);
    expect(again.output).toContain('An account with the email ops@studiohive.in already exists.');

    const seeded = await runCommand('./seed-demo.ts', [], dataDir);
    expect(seeded.code).toBe(0);
    expect(seeded.output).toContain('customer@demo.studiohive.in');
    expect(seeded.output).toContain('sign in at /studio-owner');
    expect(seeded.output).toContain('Demo studios: 27 added (3 of them pending approval)');
    expect(seeded.output).toContain('Demo bookings: 20 added, 2 offline; demo reviews: 16 added.');
    // Running it again adds nothing.
    const again2 = await runCommand('./seed-demo.ts', [], dataDir);
    expect(again2.code).toBe(0);
    expect(again2.output).toContain(
      'Demo studios: 0 added (0 of them pending approval), 27 already there.',
    );
    expect(again2.output).toContain('Demo bookings: 0 added, 0 offline; demo reviews: 0 added.');
    // The demo photos have their gallery sizes (decision 056): nothing to backfill.
    const galleries = await runCommand('./gallery-sizes.ts', [], dataDir);
    expect(galleries.output).toContain('0 gallery sizes made');
    expect(galleries.code).toBe(0);

    // The server sees what the commands wrote.
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database,
    });
    const login = (email: string, password: string, userType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password, userType },
      });
    const admin = await login('ops@studiohive.in', 'S3cure!pass', 'admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      role: 'admin',
      user: { name: 'Ops Team', email: 'ops@studiohive.in' },
    });
    const owner = await login('owner@demo.studiohive.in', 'Owner@123', 'owner');
    expect(owner.statusCode).toBe(200);
    // The demo owner's two offline bookings, in their list (decision 049).
    const received = await app.inject({
      method: 'GET',
      url: '/api/booking/owner',
      headers: { authorization: `Bearer ${owner.json<{ token: string }>().token}` },
    });
    expect(
      received
        .json<{ source: string; status: string; offlineCustomer: { name: string } | null }[]>()
        .filter((b) => b.source === 'offline')
        .map((b) => [b.offlineCustomer?.name, b.status]),
    ).toEqual([
      ['Ritika Sharma', 'confirmed'],
      ['Devika Rao', 'confirmed'],
    ]);
    const studios = await app.inject({ method: 'GET', url: '/api/studio' });
    expect(studios.json()).toHaveLength(24);
    const cities = await app.inject({ method: 'GET', url: '/api/studio/cities' });
    expect(cities.json()).toEqual(['Faridabad', 'Ghaziabad', 'Gurgaon', 'New Delhi', 'Noida']);

    // Demo bookings and reviews: the demo customer's list, unmasked studios, verified reviews.
    const customer = await login('customer@demo.studiohive.in', 'Customer@123', 'customer');
    const auth = { authorization: `Bearer ${customer.json<{ token: string }>().token}` };
    const mine = await app.inject({ method: 'GET', url: '/api/booking/customer', headers: auth });
    const booked =
      mine.json<{ studio: { _id: string; name: string }; totalPrice: number; status: string }[]>();
    expect(booked.map((b) => b.status).sort()).toEqual([
      // Its deposit reported, waiting for the owner (decision 052).
      'awaiting_deposit',
      'cancelled',
      'cancelled',
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
      'requested',
    ]);
    const seen = await app.inject({ method: 'GET', url: '/api/studio', headers: auth });
    const listed = seen.json<{ _id: string; name: string; isMasked?: boolean }[]>();
    // A confirmed booking unmasks its studio; a request, a deposit awaited or a cancelled one
    // does not.
    for (const { studio, status } of booked) {
      const shown = listed.find((s) => s._id === studio._id);
      expect(shown?.isMasked).toBe(status !== 'confirmed');
      if (status === 'confirmed') expect(shown).toMatchObject({ name: studio.name });
    }
    const micRoom = listed.find((s) => s.name === 'The Mic Room') as unknown as {
      _id: string;
      ratingSummary: { average: number; count: number };
    };
    expect(micRoom.ratingSummary).toEqual({ average: 4, count: 3 });
    const reviews = await app.inject({ method: 'GET', url: `/api/review/studio/${micRoom._id}` });
    expect(
      reviews
        .json<{ reviewer: { name: string }; verified: boolean }[]>()
        .map((r) => [r.reviewer.name, r.verified]),
    ).toEqual([
      ['Aarav Mehta', true],
      ['Sneha Kapoor', false],
      ['Priya Nair', true],
    ]);
    // Every stored price is the package price x hours plus the add-ons.
    const { rows: wrong } = (await database.db.execute(sql`
      select b.id from bookings b
      join studio_packages p on p.studio_id = b.studio_id and p.key = b.package_key
      where b.base_price <> p.price * cardinality(b.hours)
         or b.addons_total <> coalesce((select sum(a.price * a.quantity) from booking_addons a
                                        where a.booking_id = b.id), 0)
         or b.total_price <> b.base_price + b.addons_total
    `)) as unknown as { rows: unknown[] };
    expect(wrong).toEqual([]);
    await app.close();
    await database.close();
  }, 180_000);
});
