import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isRole, type Role } from '@studio-hive/domain';
import { isUuid } from '../../lib/uuid';

/** Session tokens: JWT (HS256) whose payload carries `id` and `role` (docs/api.md), valid 7 days. */
const LIFETIME_SECONDS = 7 * 24 * 3600;

export type TokenClaims = {
  id: string;
  role: Role;
  issuedAt: Date;
  /**
   * `pwc`: the account's `password_changed_at` (ms, 0 for never) when the token was issued. A
   * reset changes it, so it ends every session issued before, even within the same second.
   * Undefined for tokens issued before this claim existed.
   */
  passwordChangedAt: number | undefined;
};

/**
 * The signing key, made once per secret: jose imports raw bytes into a key on every call, which
 * cost about 5 % of a booking's CPU under load (bench/booking.md).
 */
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let found = keys.get(secret);
  if (!found) {
    found = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, found);
  }
  return found;
}

export function signToken(
  secret: string,
  claims: { id: string; role: Role; passwordChangedAt: Date | null },
  now: Date,
): Promise<string> {
  return new SignJWT({
    id: claims.id,
    role: claims.role,
    pwc: claims.passwordChangedAt?.getTime() ?? 0,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS)
    .sign(key(secret));
}

/**
 * The claims of a valid, unexpired token, or null for anything else: a token without `exp` or
 * `iat` (it would never expire), or whose `id` is not a UUID (no account can have it).
 */
export async function verifyToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    if (
      typeof payload.id !== 'string' ||
      !isUuid(payload.id) ||
      !isRole(payload.role) ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number' ||
      (payload.pwc !== undefined && typeof payload.pwc !== 'number')
    ) {
      return null;
    }
    return {
      id: payload.id,
      role: payload.role,
      issuedAt: new Date(payload.iat * 1000),
      passwordChangedAt: payload.pwc as number | undefined,
    };
  } catch {
    return null;
  }
}
