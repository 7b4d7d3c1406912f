import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  uncheckedClaims,
  withCaller,
  type CallerAccount,
  type CurrentUser,
  type UncheckedClaims,
} from './guards';
import type { TokenClaims } from './tokens';

/**
 * The caller check that cannot be forgotten: `auth.requireToken` checks the token only, and its
 * claims stay opaque (`UncheckedClaims`) until `withCaller` has read and checked the account.
 */

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const ID = '00000000-0000-4000-8000-000000000001';
const ISSUED = new Date('2026-11-20T10:00:00Z');
const claims: TokenClaims = { id: ID, role: 'customer', issuedAt: ISSUED, passwordChangedAt: 0 };
const account: CallerAccount = {
  id: ID,
  name: 'Asha',
  email: 'asha@example.com',
  phone: '+919876543210',
  role: 'customer',
  verified: true,
  passwordChangedMs: null,
};

/** `withCaller` over a read that responds with `found` as the caller's account. */
const callerWith = (found: CallerAccount | null) =>
  withCaller(uncheckedClaims(claims), async () => ({ caller: found, studio: 'x' }));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('UncheckedClaims', () => {
  it('is no caller: its id cannot be read and it is not a CurrentUser (a type test, tsc)', () => {
    const unchecked = uncheckedClaims(claims);
    // @ts-expect-error the claims are opaque until withCaller checked the account
    const id: string = unchecked.id;
    // @ts-expect-error an unchecked token is not a caller
    const caller: CurrentUser = unchecked;
    // @ts-expect-error nor can verified claims pass as unchecked ones without the guard
    const forged: UncheckedClaims = claims;
    expect([id, caller, forged]).toHaveLength(3);
    expect(Object.keys(unchecked)).toEqual([]);
  });

  it('becomes the caller only through withCaller, which refuses gone, unverified and reset accounts', async () => {
    await expect(callerWith(account)).resolves.toEqual({
      caller: {
        id: ID,
        name: 'Asha',
        email: 'asha@example.com',
        phone: '+919876543210',
        role: 'customer',
      },
      studio: 'x',
    });
    for (const refused of [
      null,
      { ...account, verified: false },
      { ...account, passwordChangedMs: ISSUED.getTime() + 60_000 },
      { ...account, id: '00000000-0000-4000-8000-000000000002' },
    ]) {
      await expect(callerWith(refused)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it("hands the service the caller's account as SQL, never the id", async () => {
    let given: unknown;
    await withCaller(uncheckedClaims(claims), async (callerAccount) => {
      given = callerAccount;
      return { caller: account };
    });
    expect(given).toBeInstanceOf(sql``.constructor);
  });

  it('refuses claims that did not come from the guard', async () => {
    const made = Object.freeze({}) as UncheckedClaims;
    await expect(withCaller(made, async () => ({ caller: account }))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('routes that check the token alone', () => {
  const routes = sourceFiles(SRC).filter((file) => file.endsWith('.routes.ts'));

  it('pass its unchecked claims to their service and read no caller themselves', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const file of routes) {
      const source = readFileSync(file, 'utf8');
      // Each route: from one `app.<method>(` to the next.
      const blocks = source.split(/\n\s*app\.(?:get|post|put|patch|delete)\(/).slice(1);
      for (const block of blocks) {
        if (!/preHandler:\s*auth\.requireToken\b/.test(block)) continue;
        const where = `${relative(SRC, file)}: ${block.slice(0, block.indexOf(',')).trim()}`;
        expect(block, where).toMatch(/request\.uncheckedClaims!/);
        expect(block, where).not.toMatch(/request\.currentUser/);
      }
    }
  });

  it('leave verifying tokens to the guards', () => {
    for (const file of sourceFiles(SRC)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      if (file.endsWith(join('auth', 'guards.ts')) || file.endsWith(join('auth', 'tokens.ts'))) {
        continue;
      }
      const source = readFileSync(file, 'utf8');
      expect(source, relative(SRC, file)).not.toMatch(/\bverifyToken\b|\bTokenClaims\b/);
    }
  });
});
