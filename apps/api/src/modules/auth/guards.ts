import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasRole, ROLES, type Role } from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { reusableStatement } from '../../db/sql-fragments';
import { forbidden, unauthenticated } from '../../http/errors';
import { signToken, verifyToken, type TokenClaims } from './tokens';

export type CurrentUser = { id: string; name: string; email: string; phone: string; role: Role };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser` / `requireRole` pre-handlers. */
    currentUser?: CurrentUser;
    /**
     * Set by the `requireToken` pre-handler: a valid token's claims, the account not yet read.
     * Opaque: only `withCaller` opens them, and only together with the account check.
     */
    uncheckedClaims?: UncheckedClaims;
  }
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * What the guards read of the caller's account. A handler that reads it in its own statement
 * (`callerAccountJson`) saves the lookup's round trip (POST /booking, bench/booking.md).
 */
const callerAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  /** password_changed_at in epoch milliseconds (written from a JS Date, so exact). */
  passwordChangedMs: z.number().nullable(),
});
export type CallerAccount = z.infer<typeof callerAccountSchema>;

/**
 * The caller's `CallerAccount` as one JSON value (null: no such account), for a select list.
 * Services get it through `withCaller`, which checks the account it reads.
 */
const callerAccountQuery = reusableStatement(
  ['userId'],
  (v) => sql`(select json_build_object(
      'id', ${users.id}::text, 'name', ${users.name}, 'email', ${users.email},
      'phone', ${users.phone}, 'role', ${users.role},
      'verified', ${users.verifiedAt} is not null,
      'passwordChangedMs', floor(extract(epoch from ${users.passwordChangedAt}) * 1000)::float8)
    from ${users} where ${users.id} = ${v.userId}::uuid)`,
);

export function callerAccountJson(userId: string): SQL {
  return callerAccountQuery({ userId });
}

declare const unchecked: unique symbol;

/**
 * A valid token's claims whose account has not been read yet (`requireToken`): not a caller.
 * Opaque on purpose: no service can read the id or the role from it, so none can act for the
 * caller without `withCaller`, which reads the account and refuses a deleted, unverified or
 * reset one (401) in the same step.
 */
export type UncheckedClaims = { readonly [unchecked]: 'UncheckedClaims' };

const claimsBehind = new WeakMap<UncheckedClaims, TokenClaims>();

/** Wraps verified claims; exported for tests, the guards make them for requests. */
export function uncheckedClaims(claims: TokenClaims): UncheckedClaims {
  const box = Object.freeze({}) as UncheckedClaims;
  claimsBehind.set(box, claims);
  return box;
}

/**
 * Runs `read` (one statement of the service's, with the caller's account as the SQL value it is
 * given, decoded back into `caller`) and checks that account as `requireUser` would: the checked
 * caller, or 401. The only way from `UncheckedClaims` to a `CurrentUser`. `read` also gets the
 * account id the token names, not yet checked: only for a key such as a lock taken before the read.
 */
export async function withCaller<Read extends { caller: unknown }>(
  claims: UncheckedClaims,
  read: (callerAccount: SQL, tokenAccountId: string) => Promise<Read>,
): Promise<Omit<Read, 'caller'> & { caller: CurrentUser }> {
  const verified = claimsBehind.get(claims);
  if (!verified) throw unauthenticated();
  const result = await read(callerAccountJson(verified.id), verified.id);
  const account = callerAccountSchema.nullish().parse(result.caller);
  return { ...result, caller: callerOr401(verified, account) };
}

/**
 * The caller a valid token names, if their account still lets them in: it exists, is verified,
 * and its password was not changed after the token was issued.
 */
function callerFromAccount(
  claims: TokenClaims,
  account: CallerAccount | null | undefined,
): CurrentUser | null {
  if (!account || account.id !== claims.id || !account.verified) return null;
  if (!sessionOutlivesPasswordChange(claims, account.passwordChangedMs)) return null;
  const { id, name, email, phone, role } = account;
  return { id, name, email, phone, role };
}

/**
 * The end of `requireToken` for a handler that read the account itself: the caller, or 401 as
 * `requireUser` would have responded.
 */
function callerOr401(claims: TokenClaims, account: CallerAccount | null | undefined): CurrentUser {
  const caller = callerFromAccount(claims, account);
  if (!caller) throw unauthenticated();
  return caller;
}

/**
 * Who is calling. The role comes from the database, not the token, so a changed role or a
 * deleted account takes effect at once; tokens issued before a password reset are refused.
 */
export function createAuth(deps: { db: Database; secret: string; now: () => Date }) {
  async function tokenClaims(request: FastifyRequest): Promise<TokenClaims | null> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) return null;
    return verifyToken(deps.secret, match[1], deps.now());
  }

  async function viewer(request: FastifyRequest): Promise<CurrentUser | null> {
    const claims = await tokenClaims(request);
    if (!claims) return null;
    // The columns the check needs and nothing more: never the password hash.
    const [user] = await deps.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: users.role,
        verifiedAt: users.verifiedAt,
        passwordChangedAt: users.passwordChangedAt,
      })
      .from(users)
      .where(eq(users.id, claims.id))
      .limit(1);
    return callerFromAccount(
      claims,
      user && {
        ...user,
        verified: user.verifiedAt !== null,
        passwordChangedMs: user.passwordChangedAt?.getTime() ?? null,
      },
    );
  }

  /** The signed-in caller, kept on the request for the route's handler (`asCaller`). */
  async function signIn(request: FastifyRequest): Promise<CurrentUser> {
    const user = await viewer(request);
    if (!user) throw unauthenticated();
    request.currentUser = user;
    return user;
  }

  async function requireUser(request: FastifyRequest): Promise<void> {
    await signIn(request);
  }

  /** admin > owner > customer (docs/product.md#roles). */
  const requireRole = (role: Role) =>
    async function requireRoleHandler(request: FastifyRequest): Promise<void> {
      const user = await signIn(request);
      if (!hasRole(user.role, role)) throw forbidden();
    };

  /**
   * Half of `requireUser`, for a handler that reads the account in its own statement: checks the
   * token and leaves its claims in `request.uncheckedClaims`, opaque until the service's
   * `withCaller` has read and checked the account (auth/caller-check.test.ts).
   */
  async function requireToken(request: FastifyRequest): Promise<void> {
    const claims = await tokenClaims(request);
    if (!claims) throw unauthenticated();
    request.uncheckedClaims = uncheckedClaims(claims);
  }

  /**
   * A valid session token of an account that does not exist: a signed-in request's path up to
   * the account check, which answers it 401 (the process's warm-up, http/warm-up.ts).
   */
  const nobodysToken = () =>
    signToken(
      deps.secret,
      { id: randomUUID(), role: 'customer', passwordChangedAt: null },
      deps.now(),
    );

  return { viewer, requireUser, requireRole, requireToken, nobodysToken };
}

/**
 * The handler of a route guarded by `requireUser` or `requireRole`, given the caller the guard
 * checked, typed, as its first argument (instead of reading `request.currentUser`). On a route
 * without the guard it refuses with 401 rather than act for nobody.
 */
export function asCaller<Request extends FastifyRequest, Reply, Result>(
  handler: (caller: CurrentUser, request: Request, reply: Reply) => Result,
): (request: Request, reply: Reply) => Result {
  return (request, reply) => {
    const caller = request.currentUser;
    if (!caller) throw unauthenticated();
    return handler(caller, request, reply);
  };
}

/**
 * A password reset ends every session issued before it. Tokens carry the password change they
 * were issued after (`pwc`), which is exact; older tokens without it only have `iat` in whole
 * seconds, so one issued in the same second as the change is refused too.
 */
function sessionOutlivesPasswordChange(claims: TokenClaims, changedMs: number | null): boolean {
  if (claims.passwordChangedAt !== undefined) return claims.passwordChangedAt === (changedMs ?? 0);
  if (changedMs === null) return true;
  return claims.issuedAt.getTime() > Math.floor(changedMs / 1000) * 1000;
}
