import { join } from 'node:path';
import type { Role } from '@studio-hive/domain';

/**
 * The verified accounts the browser tests sign in with (docs/decisions/008-e2e-user-pool.md):
 * `seed-users.ts` writes them into the server's database before the server starts, and each test
 * claims its own (`claimAccount` in fixtures.ts), so no two tests ever share a user.
 * Free of server imports: the test workers read it too.
 */

export const POOL_ROLES = ['customer', 'owner', 'admin'] as const satisfies readonly Role[];

/** Accounts per role, enough for one per test that signs in; E2E_USERS_PER_ROLE raises it. */
export function poolSize(): number {
  const value = process.env.E2E_USERS_PER_ROLE ?? '30';
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw new Error(`E2E_USERS_PER_ROLE must be a whole number from 1 to 1000, not '${value}'.`);
  }
  return size;
}

/** Meets every password rule, the admin's strong one included (docs/product.md#account-validation). */
export const POOL_PASSWORD = 'E2e!pass1';

const NAMES: Record<Role, string> = {
  customer: 'Rohan Creator',
  owner: 'Meera Studio Owner',
  admin: 'Anil Admin',
};
const PHONE_PREFIX: Record<Role, string> = { customer: '91', owner: '92', admin: '93' };

export type PoolUser = { role: Role; name: string; email: string; password: string; phone: string };

/** The `index`th account of `role` (0-based). */
export function poolUser(role: Role, index: number): PoolUser {
  return {
    role,
    name: NAMES[role],
    email: `e2e-${role}-${index}@example.com`,
    password: POOL_PASSWORD,
    phone: `${PHONE_PREFIX[role]}${String(index).padStart(8, '0')}`,
  };
}

export function poolUsers(): PoolUser[] {
  const size = poolSize();
  return POOL_ROLES.flatMap((role) =>
    Array.from({ length: size }, (_, index) => poolUser(role, index)),
  );
}

/** Where claims are kept for the run: one empty file per account taken (created exclusively). */
export function claimsDir(dataDir: string): string {
  return join(dataDir, 'e2e-user-claims');
}
