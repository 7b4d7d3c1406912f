import { SignJWT, jwtVerify } from 'jose';
import { isRole, type Role } from '@studio-hive/domain';

/** Session tokens: JWT (HS256) whose payload carries `id` and `role` (API.md), valid 7 days. */
const LIFETIME_SECONDS = 7 * 24 * 3600;

export type TokenClaims = { id: string; role: Role; issuedAt: Date };

const key = (secret: string) => new TextEncoder().encode(secret);

export function signToken(
  secret: string,
  claims: { id: string; role: Role },
  now: Date,
): Promise<string> {
  return new SignJWT({ id: claims.id, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token, or null for anything else. */
export async function verifyToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (
      typeof payload.id !== 'string' ||
      !isRole(payload.role) ||
      typeof payload.iat !== 'number'
    ) {
      return null;
    }
    return { id: payload.id, role: payload.role, issuedAt: new Date(payload.iat * 1000) };
  } catch {
    return null;
  }
}
