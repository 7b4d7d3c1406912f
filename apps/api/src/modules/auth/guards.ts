import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasRole, type Role } from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, unauthenticated } from '../../http/errors';
import { verifyToken, type TokenClaims } from './tokens';

export type CurrentUser = { id: string; name: string; email: string; phone: string; role: Role };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser` / `requireRole` pre-handlers. */
    currentUser?: CurrentUser;
  }
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Who is calling. The role comes from the database, not the token, so a changed role or a
 * deleted account takes effect at once; tokens issued before a password reset are refused.
 */
export function createAuth(deps: { db: Database; secret: string; now: () => Date }) {
  async function viewer(request: FastifyRequest): Promise<CurrentUser | null> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) return null;
    const claims = await verifyToken(deps.secret, match[1], deps.now());
    if (!claims) return null;
    const [user] = await deps.db.select().from(users).where(eq(users.id, claims.id)).limit(1);
    if (!user || !user.verifiedAt) return null;
    if (!sessionOutlivesPasswordChange(claims, user.passwordChangedAt)) return null;
    return { id: user.id, name: user.name, email: user.email, phone: user.phone, role: user.role };
  }

  async function requireUser(request: FastifyRequest): Promise<void> {
    const user = await viewer(request);
    if (!user) throw unauthenticated();
    request.currentUser = user;
  }

  /** admin > owner > customer (spec section 6). */
  const requireRole = (role: Role) =>
    async function requireRoleHandler(request: FastifyRequest): Promise<void> {
      await requireUser(request);
      if (!hasRole(request.currentUser!.role, role)) throw forbidden();
    };

  return { viewer, requireUser, requireRole };
}

/**
 * A password reset ends every session issued before it. Tokens carry the password change they
 * were issued after (`pwc`), which is exact; older tokens without it only have `iat` in whole
 * seconds, so one issued in the same second as the change is refused too.
 */
function sessionOutlivesPasswordChange(claims: TokenClaims, changedAt: Date | null): boolean {
  if (claims.passwordChangedAt !== undefined) {
    return claims.passwordChangedAt === (changedAt?.getTime() ?? 0);
  }
  if (!changedAt) return true;
  return claims.issuedAt.getTime() > Math.floor(changedAt.getTime() / 1000) * 1000;
}
