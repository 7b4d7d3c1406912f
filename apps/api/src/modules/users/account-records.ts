import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicUser, Role } from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { users, type otpChallenges, type signupAttempts } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { Notifier } from '../../notifications/notifier';
import { hashPassword } from '../auth/passwords';
import { signToken } from '../auth/tokens';
import type { AccountLimits } from './account-limits';

/**
 * What the account flows share (account-signup.ts, account-login.ts, password-reset.ts): their
 * context, the public user shape, the session a sign-in returns, and the counted code try.
 */

export type AccountsContext = {
  db: Database;
  secret: string;
  now: () => Date;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Per e-mail, phone number and account (account-limits.ts). */
  limits: AccountLimits;
  /** scrypt's cost for new password hashes (config.ts, `passwordHashCost`). */
  passwordHashCost: number;
};

export type UserRow = typeof users.$inferSelect;

/** The only user shape that leaves the server: never a password, hash or code (docs/api.md). */
export const toPublicUser = (
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'role'>,
): PublicUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.role,
});

export const minutesFrom = (now: Date, minutes: number) =>
  new Date(now.getTime() + minutes * 60_000);

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function session(ctx: AccountsContext, user: UserRow) {
  const token = await signToken(
    ctx.secret,
    { id: user.id, role: user.role, passwordChangedAt: user.passwordChangedAt },
    ctx.now(),
  );
  return { token, role: user.role, user: toPublicUser(user) };
}

/** The client as the limits see it: its address (behind TRUST_PROXY, the one the proxy saw). */
export type Client = { address: string };

/**
 * Counts one try against a challenge or attempt before its code is compared; the conditional
 * UPDATE makes the limit hold even for tries sent at the same moment. Returns whether this try
 * got a turn (false: a parallel try took it).
 */
export async function takeTry(
  db: Database,
  table: typeof otpChallenges | typeof signupAttempts,
  row: { id: string; attempts: number },
): Promise<boolean> {
  const counted = await db
    .update(table)
    .set({ attempts: row.attempts + 1 })
    .where(and(eq(table.id, row.id), eq(table.attempts, row.attempts)))
    .returning({ id: table.id });
  return counted.length > 0;
}

/**
 * Creates a verified account directly (the `user:create` command and demo data): its password is
 * hashed at `passwordHashCost` (the configuration's). Accounts that share a password (the browser
 * tests' pool) may pass its hash, made once: a hash takes 100 to 200 ms of a core.
 */
export async function createVerifiedUser(
  db: Database,
  input: { name: string; email: string; phone: string; role: Role } & (
    { password: string; passwordHashCost: number } | { passwordHash: string }
  ),
  now: Date,
): Promise<PublicUser> {
  const passwordHash =
    'passwordHash' in input
      ? input.passwordHash
      : await hashPassword(input.password, input.passwordHashCost);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email.trim().toLowerCase(),
      phone: input.phone,
      role: input.role,
      passwordHash,
      verifiedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict(`An account with the email ${input.email} already exists.`);
  return toPublicUser(user);
}
