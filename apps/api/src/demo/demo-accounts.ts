import { count } from 'drizzle-orm';
import type { Role } from '@studio-hive/domain';
import { STANDARD_PASSWORD_HASH_COST } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { createVerifiedUser } from '../modules/users/users.service';
import { DEMO_ACCOUNTS } from './demo-logins';

export type DemoLogin = { role: Role; email: string; password: string; loginPath: string };

/**
 * The demo accounts are hashed at the standard cost whatever PASSWORD_HASH_COST says: the demo
 * loaders run without the configuration at hand, and a demo password is public anyway.
 */
const DEMO_PASSWORD_HASH_COST = STANDARD_PASSWORD_HASH_COST;

const LOGIN_PATH: Record<Role, string> = {
  customer: '/login',
  owner: '/studio-owner',
  admin: '/admin',
};

/**
 * Creates a demo account; one already there (from an earlier seed, or made meanwhile by another)
 * is kept as it is.
 */
export async function createDemoAccount(
  db: Database,
  account: (typeof DEMO_ACCOUNTS)[number],
  now: Date,
): Promise<void> {
  await createVerifiedUser(
    db,
    { ...account, passwordHashCost: DEMO_PASSWORD_HASH_COST },
    now,
  ).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  });
}

/** Creates the demo accounts that do not exist yet; returns every demo login. */
export async function seedDemoAccounts(db: Database, now: Date): Promise<DemoLogin[]> {
  for (const account of DEMO_ACCOUNTS) await createDemoAccount(db, account, now);
  return DEMO_ACCOUNTS.map(({ role, email, password }) => ({
    role,
    email,
    password,
    loginPath: LOGIN_PATH[role],
  }));
}

/** Demo data goes only into an empty database, so a restart never duplicates or overwrites. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export function formatDemoLogins(logins: DemoLogin[]): string {
  return [
    'Demo accounts:',
    ...logins.map(
      (l) =>
        `  ${l.role.padEnd(8)} ${l.email.padEnd(30)} password ${l.password.padEnd(14)} sign in at ${l.loginPath}`,
    ),
  ].join('\n');
}
